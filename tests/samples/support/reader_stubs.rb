# Stand-ins for the reader's own database functions the walkthrough handlers
# call but leave to the reader (already_handled?, mark_order_paid, ...).
# A sample's own definitions replace them. Loaded with `ruby -r`. Each returns
# false ("not handled yet"); with READER_CALLS_FILE set, each call is also
# appended there as a JSON line (tests/samples/flows.ts reads them).
require 'json'

READER_CALLS_LOCK = Mutex.new

def record_reader_call(name, args)
  file = ENV.fetch('READER_CALLS_FILE', '')
  unless file.empty?
    READER_CALLS_LOCK.synchronize do
      File.open(file, 'a') { |calls| calls.puts(JSON.generate({ name: name, args: args })) }
    end
  end
  false
end

def save_event(*args) = record_reader_call('save_event', args)
def already_handled?(*args) = record_reader_call('already_handled?', args)
def mark_order_paid(*args) = record_reader_call('mark_order_paid', args)
def record_failed_attempt(*args) = record_reader_call('record_failed_attempt', args)
def mark_handled(*args) = record_reader_call('mark_handled', args)
