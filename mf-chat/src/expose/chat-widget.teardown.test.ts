import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestUnitProps, expectCleanTeardown, mountUnit } from '@klob/shared/testing';
import { createChatServices } from '../chat-widget/chat-test-support';
import chatWidget from './chat-widget';

// The real socket.io client, its browser build (the package's main build for Node uses the `ws` module, which the
// check cannot see): each mount opens a WebSocket that stays open until the unit closes it.
jest.mock('socket.io-client', () => jest.requireActual('socket.io-client/dist/socket.io.js'));

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A server that accepts every WebSocket upgrade and then says nothing: a connection stays open until the client closes it. */
function startSilentWebSocketServer(): Promise<{ server: Server; port: number; upgrades: string[]; open: Set<Socket> }> {
  const upgrades: string[] = [];
  const open = new Set<Socket>();
  const server = createServer((_request, response) => response.writeHead(404).end());
  server.on('upgrade', (request, socket: Socket) => {
    upgrades.push(request.url ?? '');
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    // A close frame from the client (opcode 8) ends the connection, as a WebSocket server answers it.
    const CLOSE_OPCODE = 0x8;
    socket.on('data', (frame: Buffer) => {
      if (((frame[0] ?? 0) & 0x0f) === CLOSE_OPCODE) socket.end();
    });
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}${WEBSOCKET_GUID}`)
      .digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, upgrades, open })));
}

const propsFor = (port: number) => {
  const { services } = createChatServices();
  return createTestUnitProps({ services: { ...services, config: { ...services.config, socketUrl: `http://127.0.0.1:${port}` } } });
};

// A server per test: sockets the first test closed before their upgrade finished may still reach it late.
let silent: Awaited<ReturnType<typeof startSilentWebSocketServer>>;
beforeEach(async () => {
  silent = await startSilentWebSocketServer();
});
afterEach(async () => {
  for (const socket of silent.open) socket.destroy();
  await new Promise((resolve) => silent.server.close(resolve));
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('chat-widget leaves no socket, listener, timer or bus subscription after 100 mounts and unmounts of a signed-in user', async () => {
  await expectCleanTeardown(chatWidget, propsFor(silent.port));
}, 60_000);

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

test('100 mounts that each wait for their socket to be open, then unmount, leave 0 sockets open on the server', async () => {
  for (let cycle = 1; cycle <= 100; cycle++) {
    const mounted = await mountUnit(chatWidget, propsFor(silent.port), { name: `chat-widget-${cycle}` });
    await waitFor(() => silent.upgrades.length === cycle);
    await mounted.unmount();
  }
  expect(silent.upgrades[0]).toMatch(/^\/socket\.io\/\?.*userId=USR-KLOBBER-0001/);
  await waitFor(() => silent.open.size === 0);
  expect(silent.open.size).toBe(0);
}, 60_000);
