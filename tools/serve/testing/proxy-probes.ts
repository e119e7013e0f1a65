import http from 'node:http';

/** Where the stand-in sends its answer's headers and holds its body. */
export const HELD_ANSWER_PATH = '/rest/held';

/** One request as it reached the api stand-in. */
export interface ReceivedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * An api stand-in that records what reaches it over HTTP and on WebSocket upgrades,
 * for the tests of the shell's and the dev server's api proxies. Like the real api,
 * it answers its files (`/files/...`) with a policy of their own.
 */
export async function startRecordingApi() {
  const received: ReceivedRequest[] = [];
  const upgrades: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.setHeader('Content-Type', 'application/json');
    if (request.url?.startsWith('/files/')) response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // An answer whose headers go out at once and whose body never comes (a slow api, for a client that leaves).
    if (request.url?.startsWith(HELD_ANSWER_PATH)) return void response.flushHeaders();
    response.end('{"status":200}');
  });
  server.on('upgrade', (request, socket) => {
    upgrades.push({ url: request.url ?? '', headers: request.headers });
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the api stand-in has no address');
  return { server, target: `http://127.0.0.1:${address.port}`, received, upgrades };
}

export type RecordingApi = Awaited<ReturnType<typeof startRecordingApi>>;

const WAIT_MS = 5000;
const POLL_MS = 50;

/** Asks `origin` to upgrade the chat socket's path, as a browser's socket.io client does, with `headers` besides. */
export function sendSocketUpgrade(origin: string, headers: Record<string, string>): void {
  const { hostname, port } = new URL(origin);
  const request = http.request({
    host: hostname,
    port,
    path: '/socket.io/?EIO=4&transport=websocket',
    headers: {
      ...headers,
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    },
  });
  request.on('upgrade', (_response, socket) => socket.destroy());
  request.on('error', () => undefined);
  request.end();
}

/** Waits (at most WAIT_MS) until `condition` holds; the caller's expectation then says what did not happen. */
export async function waitUntil(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < WAIT_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until an upgrade reached the stand-in. */
export async function upgradesReaching(api: RecordingApi): Promise<readonly ReceivedRequest[]> {
  await waitUntil(() => api.upgrades.length > 0);
  return api.upgrades;
}

/** A Content-Security-Policy header as directive -> sources. */
export const cspDirectivesOf = (policy: string | null | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
