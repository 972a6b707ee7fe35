# The few Rails pieces a controller sample uses, over WEBrick and Rack, so
# tests/samples can run it without Rails: request.raw_post and
# request.headers, render plain:/status:, head, and
# ActiveSupport::SecurityUtils.secure_compare as Rails 7.1 defines it.
require 'json'
require 'openssl'
require 'rack'
require 'rack/handler/webrick'

module ActiveSupport
  module SecurityUtils
    def self.fixed_length_secure_compare(a, b)
      OpenSSL.fixed_length_secure_compare(a, b)
    end

    def self.secure_compare(a, b)
      a.bytesize == b.bytesize && fixed_length_secure_compare(a, b)
    end
  end
end

module ActionController
  class API
    STATUS = { ok: 200, bad_request: 400 }.freeze

    class Request
      def initialize(env)
        @env = env
      end

      def raw_post
        @raw_post ||= @env['rack.input'].read
      end

      def headers
        Headers.new(@env)
      end
    end

    class Headers
      def initialize(env)
        @env = env
      end

      def [](name)
        @env["HTTP_#{name.upcase.tr('-', '_')}"]
      end
    end

    attr_reader :request, :response_triplet

    def initialize(env)
      @request = Request.new(env)
      @response_triplet = nil
    end

    def render(plain:, status: :ok)
      @response_triplet = [code_of(status), { 'content-type' => 'text/plain' }, [plain]]
    end

    def head(status)
      @response_triplet = [code_of(status), {}, []]
    end

    private

    def code_of(status)
      status.is_a?(Integer) ? status : STATUS.fetch(status)
    end
  end
end

module RailsShim
  def self.serve(port)
    controller = ObjectSpace.each_object(Class).find { |klass| klass < ActionController::API }
    app = lambda do |env|
      action = controller.new(env)
      action.create
      action.response_triplet || [204, {}, []]
    end
    Rack::Handler::WEBrick.run(app, Host: '127.0.0.1', Port: port, Logger: WEBrick::Log.new(nil, 0), AccessLog: [])
  end
end
