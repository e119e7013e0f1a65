import http from 'node:http';

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

const UPGRADE_WAIT_MS = 5000;
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

/** Waits (at most UPGRADE_WAIT_MS) until an upgrade reached the stand-in. */
export async function upgradesReaching(api: RecordingApi): Promise<readonly ReceivedRequest[]> {
  for (let waited = 0; api.upgrades.length === 0 && waited < UPGRADE_WAIT_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
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
