/**
 * Plain HTTP requests for the server tests: no redirect following and no
 * decompression, so each test sees exactly what nginx sent.
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A raw GET of `path` on the server under test, with these request headers. */
export function get(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  if (!baseURL) throw new Error('the nginx project sets baseURL');
  return rawRequest(new URL(path, baseURL).href, { headers });
}
