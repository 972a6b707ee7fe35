# Runs many Ruby samples in one interpreter, for tests/samples/run.ts.
#
# Usage: ruby batch.rb TIMEOUT_SECONDS FILE...
#
# net/http and json are loaded once; each sample then runs in a forked child,
# so it starts clean as if run on its own, without the interpreter's start-up
# each time. The child's output goes to FILE.out. One JSON line per sample
# reports its exit code and whether it timed out.
require 'json'
require 'net/http'
require 'openssl'

timeout = Integer(ARGV.shift)
ARGV.each do |path|
  pid = fork do
    $stdout.reopen("#{path}.out", 'w')
    $stderr.reopen($stdout)
    load path
  end
  timed_out = false
  # Process.wait2 returns the status: $? is per thread.
  waiter = Thread.new { Process.wait2(pid).last }
  unless waiter.join(timeout) # a bound, not a wait
    timed_out = true
    Process.kill('KILL', pid)
  end
  status = waiter.value
  puts JSON.generate({ file: path, code: status&.exited? ? status.exitstatus : nil, timedOut: timed_out })
  $stdout.flush
end
