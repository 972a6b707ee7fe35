"""Serves a Flask webhook sample on a port, for tests/samples/webhooks.ts.

Usage: python3 serve_flask.py SAMPLE.py PORT

The sample runs as a module whose globals already hold stand-ins for the
reader's own database functions (already_handled, mark_order_paid, ...),
which the walkthroughs call but leave to the reader; the sample's own
definitions replace them. With READER_CALLS_FILE set, each call is recorded
there (tests/samples/flows.ts reads them). Then its `app` is served.
"""
import json
import logging
import os
import sys
import threading

_calls_lock = threading.Lock()


def _stand_in(name):
    """Returns False ("not handled yet"); records the call as a JSON line when READER_CALLS_FILE is set."""

    def call(*args, **_kwargs):
        calls_file = os.environ.get("READER_CALLS_FILE")
        if calls_file:
            with _calls_lock, open(calls_file, "a", encoding="utf-8") as calls:
                calls.write(json.dumps({"name": name, "args": list(args)}) + "\n")
        return False

    return call


namespace = {
    "__name__": "webhook_sample",
    "__file__": sys.argv[1],
    **{
        name: _stand_in(name)
        for name in ("save_event", "already_handled", "mark_order_paid", "record_failed_attempt", "mark_handled")
    },
}
with open(sys.argv[1], encoding="utf-8") as source:
    exec(compile(source.read(), sys.argv[1], "exec"), namespace)

logging.getLogger("werkzeug").setLevel(logging.ERROR)
namespace["app"].run(host="127.0.0.1", port=int(sys.argv[2]), threaded=True)
