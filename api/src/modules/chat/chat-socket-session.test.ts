import { CHAT_ERROR_CODES, type ChatMessage } from '@klob/shared/api-contract/chat';
import { API_START_TIMEOUT_MS, setUpTestApi, startTestApi } from '../../testing/index.js';
import { connectChat, nextEvent, request, type ChatClient } from './chat-test-support.js';

const KLOBBER = 'USR-KLOBBER-0001';
const HR = 'USR-HR-0001';
const ROOM = `CORP-NUSANTARA|${KLOBBER}`;
/** How long a socket that should hear nothing is listened to after the sender already heard its own message. */
const SILENCE_MS = 300;
/** At least one whole second of life left for the first message (expiry counts from the current second). */
const SHORT_TOKEN_TTL_S = 2;

const running = setUpTestApi();
const opened: ChatClient[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

async function connectAs(target: { baseUrl: string }, userId: string, token: string): Promise<ChatClient> {
  const socket = await connectChat(target.baseUrl, { userId }, { token });
  opened.push(socket);
  return socket;
}

/** Resolves with the messages the socket received within `ms`. */
function receivedWithin(socket: ChatClient, ms: number): Promise<ChatMessage[]> {
  const received: ChatMessage[] = [];
  socket.on('channel_message', (message) => received.push(message));
  return new Promise((resolve) => setTimeout(() => resolve(received), ms));
}

describe('the socket checks the session on every message (issue 6)', () => {
  test(
    'a socket whose token expires is told SESSION_EXPIRED and disconnected then, without waiting for its next message',
    async () => {
      const shortLived = await startTestApi({ config: { tokenTtlSeconds: SHORT_TOKEN_TTL_S } });
      try {
        const token = await shortLived.api.ctx.tokens.sign({
          userId: KLOBBER,
          email: 'klobber@klob.id',
          use: 'id',
          sessionId: await shortLived.api.ctx.sessions.start(KLOBBER),
        });
        const socket = await connectAs(shortLived, KLOBBER, token);
        const told = nextEvent(socket, 'chat_error');
        const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        expect((await request(socket, 'getRecentMessages', { roomId: ROOM })).ok).toBe(true);
        // jose compares whole seconds: a two-second token is gone within 2 s of its signing, whatever the rounding.
        expect(await disconnected).toBe('io server disconnect');
        expect(await told).toEqual(expect.objectContaining({ code: CHAT_ERROR_CODES.sessionExpired, action: 'session' }));
      } finally {
        await shortLived.stop();
      }
    },
    API_START_TIMEOUT_MS,
  );

  test(
    'a socket that only listens is disconnected when its token expires and hears no message sent after',
    async () => {
      const shortLived = await startTestApi({ config: { tokenTtlSeconds: SHORT_TOKEN_TTL_S } });
      try {
        const tokenOf = async (userId: string, email: string) =>
          shortLived.api.ctx.tokens.sign({ userId, email, use: 'id', sessionId: await shortLived.api.ctx.sessions.start(userId) });
        const listener = await connectAs(shortLived, KLOBBER, await tokenOf(KLOBBER, 'klobber@klob.id'));
        expect((await request(listener, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER })).ok).toBe(true);
        const told = nextEvent(listener, 'chat_error');
        const disconnected = new Promise<string>((resolve) => listener.once('disconnect', resolve));
        const heard = receivedWithin(listener, 2100 + SILENCE_MS);
        // Past its expiry (whole seconds, see above) the listener has done nothing; an admin with a fresh token writes.
        await new Promise((resolve) => setTimeout(resolve, 2100));
        const admin = await connectAs(shortLived, HR, await tokenOf(HR, 'hr@klob.id'));
        expect((await request(admin, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR })).ok).toBe(true);
        expect((await request(admin, 'sendMessage', { roomId: ROOM, userId: HR, content: 'after your token expired' })).ok).toBe(true);

        expect(await heard).toEqual([]);
        expect(await told).toEqual(expect.objectContaining({ code: CHAT_ERROR_CODES.sessionExpired, action: 'session' }));
        expect(await disconnected).toBe('io server disconnect');
      } finally {
        await shortLived.stop();
      }
    },
    API_START_TIMEOUT_MS,
  );

  test('an admin who loses a company while connected no longer hears its rooms nor may act in them', async () => {
    const klobber = await connectAs(running, KLOBBER, await running.signIdToken(KLOBBER));
    const hr = await connectAs(running, HR, await running.signIdToken(HR));
    expect((await request(hr, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR })).ok).toBe(true);

    const heardWhileAdmin = nextEvent(hr, 'channel_message');
    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Halo, masih admin?' });
    expect((await heardWhileAdmin).content).toBe('Halo, masih admin?');

    const { sql } = running.api.ctx;
    await sql.run("DELETE FROM company_admins WHERE user_id = ? AND corporate_id = 'CORP-NUSANTARA'", [HR]);
    try {
      const heardByHr = receivedWithin(hr, SILENCE_MS);
      const ownEcho = nextEvent(klobber, 'channel_message');
      await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Sudah bukan admin' });
      await ownEcho;
      expect(await heardByHr).toEqual([]);
      const send = await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Masih bisa?' });
      expect(send).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.forbidden } });
    } finally {
      await sql.run("INSERT INTO company_admins (user_id, corporate_id) VALUES (?, 'CORP-NUSANTARA')", [HR]);
    }
  });
});
