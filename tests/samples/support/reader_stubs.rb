# Stand-ins for the reader's own database functions the walkthrough handlers
# call but leave to the reader (already_handled?, mark_order_paid, ...).
# A sample's own definitions replace them. Loaded with `ruby -r`.
def save_event(*) = nil
def already_handled?(*) = false
def mark_order_paid(*) = nil
def record_failed_attempt(*) = nil
def mark_handled(*) = nil
