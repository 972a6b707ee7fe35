# Serves a Ruby webhook sample on a port, for tests/samples/webhooks.ts.
#
# Usage: ruby -r reader_stubs.rb serve.rb SAMPLE.rb PORT
#
# A Sinatra sample (`require 'sinatra'`) runs as Sinatra's classic app. A Rails
# controller sample gets the few Rails pieces it uses (support/rails_shim.rb)
# and every POST goes to its `create` action: Rails itself is not needed to
# check what the sample does with the request.
sample, port = ARGV
ARGV.clear
code = File.read(sample)

if code.include?('ActionController::API')
  require_relative 'rails_shim'
  load sample
  RailsShim.serve(port.to_i)
else
  require 'sinatra'
  set :port, port.to_i
  set :bind, '127.0.0.1'
  set :server, 'webrick'
  set :logging, false
  set :environment, :production
  # Classic Sinatra starts the app at exit when the main file is the app file.
  set :app_file, __FILE__
  load sample
end
