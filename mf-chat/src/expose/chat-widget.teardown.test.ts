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

/** engine.io's open packet with long ping times: the client then holds the connection open until it closes it. */
const ENGINE_OPEN_PACKET = '0{"sid":"silent","upgrades":[],"pingInterval":120000,"pingTimeout":120000,"maxPayload":1000000}';
const TEXT_FRAME_OPCODE = 0x81;
const LENGTH_16_BIT = 126;

function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const header =
    payload.length < LENGTH_16_BIT
      ? Buffer.from([TEXT_FRAME_OPCODE, payload.length])
      : Buffer.from([TEXT_FRAME_OPCODE, LENGTH_16_BIT, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

const MASK_LENGTH = 4;
const LENGTH_64_BIT = 127;

/** The opcodes of the (masked) client frames in one chunk. */
function opcodesOf(chunk: Buffer): number[] {
  const opcodes: number[] = [];
  let at = 0;
  while (at + 2 <= chunk.length) {
    opcodes.push((chunk[at] ?? 0) & 0x0f);
    const shortLength = (chunk[at + 1] ?? 0) & 0x7f;
    let headerLength = 2;
    let length = shortLength;
    if (shortLength === LENGTH_16_BIT) {
      length = chunk.readUInt16BE(at + 2);
      headerLength += 2;
    } else if (shortLength === LENGTH_64_BIT) {
      length = Number(chunk.readBigUInt64BE(at + 2));
      headerLength += 8;
    }
    at += headerLength + MASK_LENGTH + length;
  }
  return opcodes;
}

/** A server that accepts every WebSocket upgrade, opens the engine.io session and then says nothing: a connection stays open until the client closes it. */
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
    socket.on('data', (chunk: Buffer) => {
      if (opcodesOf(chunk).includes(CLOSE_OPCODE)) socket.end();
    });
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}${WEBSOCKET_GUID}`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.write(textFrame(ENGINE_OPEN_PACKET));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, upgrades, open })),
  );
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
