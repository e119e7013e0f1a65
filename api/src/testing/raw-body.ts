import http from 'node:http';

/** A JSON body of about 11 MB (`{"x":[1,1,1,...]}`): the body that froze the api for ten seconds (issue 22, point 1). */
export const FLAT_ARRAY_BODY = Buffer.from(`{"x":[${'1,'.repeat(5_500_000)}1]}`);

/**
 * POSTs `body` as JSON with node:http, not fetch: the bytes go out as one buffer, so the time until the answer is
 * the api's, not the client's streams. Resolves with the status code.
 */
export function postRawJson(url: string, body: Buffer): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
      timeout: 20_000,
      agent: false,
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** GET /health; resolves with the status code. */
export async function healthStatus(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return response.status;
}
