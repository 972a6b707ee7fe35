"""Serves a Flask webhook sample on a port, for tests/samples/webhooks.ts.

Usage: python3 serve_flask.py SAMPLE.py PORT

The sample runs as a module whose globals already hold stand-ins for the
reader's own database functions (already_handled, mark_order_paid, ...),
which the walkthroughs call but leave to the reader; the sample's own
definitions replace them. Then its `app` is served.
"""
import logging
import sys


def _stand_in(*_args, **_kwargs):
    return False


namespace = {
    "__name__": "webhook_sample",
    "__file__": sys.argv[1],
    "save_event": _stand_in,
    "already_handled": _stand_in,
    "mark_order_paid": _stand_in,
    "record_failed_attempt": _stand_in,
    "mark_handled": _stand_in,
}
with open(sys.argv[1], encoding="utf-8") as source:
    exec(compile(source.read(), sys.argv[1], "exec"), namespace)

logging.getLogger("werkzeug").setLevel(logging.ERROR)
namespace["app"].run(host="127.0.0.1", port=int(sys.argv[2]), threaded=True)
