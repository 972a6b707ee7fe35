# Runs many Ruby samples in one interpreter, for tests/samples/run.ts and flows.ts.
#
# Usage: ruby batch.rb TIMEOUT_SECONDS FILE...
#        ruby batch.rb TIMEOUT_SECONDS < paths   (one path a line, each run once its line arrives)
#
# net/http and json are loaded once; each sample then runs in a forked child,
# so it starts clean as if run on its own, without the interpreter's start-up
# each time. The child's output goes to FILE.out. One JSON line per sample
# reports its exit code and whether it timed out.
require 'json'
require 'net/http'
require 'openssl'

timeout = Integer(ARGV.shift)

def run_sample(path, timeout)
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

if ARGV.empty?
  $stdin.each_line { |line| run_sample(line.strip, timeout) unless line.strip.empty? }
else
  ARGV.each { |path| run_sample(path, timeout) }
end
