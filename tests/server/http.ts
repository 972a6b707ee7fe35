/**
 * Plain HTTP requests for the server tests: no redirect following and no
 * decompression, so each test sees exactly what nginx sent.
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names as sent, one entry per header line (`headers` joins repeated ones). */
  headerNames: string[];
  body: Buffer;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address to send from (127.0.0.2, …): nginx limits requests
   * per client address and exempts 127.0.0.1, so a test that needs the
   * limits sends from another one. Such a request gets its own connection.
   */
  localAddress?: string;
  body?: string;
}

export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, localAddress, body }: RequestOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const agent = localAddress === undefined ? keepAlive : false;
    const request = http.request(url, { method, headers, agent, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headerNames: response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A raw GET of `path` on the server under test, with these request headers. */
export function get(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  if (!baseURL) throw new Error('the nginx project sets baseURL');
  return rawRequest(new URL(path, baseURL).href, { headers });
}

/** A raw request of `path` with any method. */
export function send(baseURL: string | undefined, method: string, path: string, headers: Record<string, string> = {}) {
  if (!baseURL) throw new Error('the nginx project sets baseURL');
  return rawRequest(new URL(path, baseURL).href, { method, headers });
}
