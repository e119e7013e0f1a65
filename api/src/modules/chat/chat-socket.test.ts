import {
  CHAT_CONNECT_ERRORS,
  CHAT_ERROR_CODES,
  CHAT_INTERNAL_ERROR_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PATHS,
  type ChatMessage,
  type ChatSocketError,
  type ChatAction,
} from '@klob/shared/api-contract/chat';
import { API_START_TIMEOUT_MS, setUpTestApi, signIdToken, startTestApi } from '../../testing/index.js';
import { createManualClock } from './clock.js';
import { chatServiceBody, connectChat, modulesWithChatClock, nextEvent, request, type ChatClient } from './chat-test-support.js';

const SEEDED_AT = '2026-03-02T03:00:00.000Z';
const KLOBBER = 'USR-KLOBBER-0001';
const HR = 'USR-HR-0001';
const STRANGER = 'USR-BARU-0001';
const ROOM = `CORP-NUSANTARA|${KLOBBER}`;
const SEEDED_MESSAGE_COUNT = 5;

const clock = createManualClock(SEEDED_AT);
const running = setUpTestApi({ modules: modulesWithChatClock(clock) });
const opened: ChatClient[] = [];

async function connectAs(userId: string): Promise<ChatClient> {
  const socket = await connectChat(running.baseUrl, { userId }, { token: await running.signIdToken(userId) });
  opened.push(socket);
  return socket;
}

/** Emits an action without an ack and resolves with the chat_error it causes. */
function expectChatError<A extends ChatAction>(socket: ChatClient, action: A, payload: unknown): Promise<ChatSocketError> {
  const error = nextEvent(socket, 'chat_error');
  (socket as unknown as { emit(event: string, payload: unknown): void }).emit(action, payload);
  return error;
}

const serviceGet = (path: string) => chatServiceBody(running, path);
const klobberUnread = () => serviceGet(`${CHAT_PATHS.klobberNotification}?userId=${KLOBBER}`);
const nusantaraUnread = () => serviceGet(`${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA&userId=${HR}`);

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

describe('S2-7-18 connecting', () => {
  test('S2-7-18 a client with userId in the query and its token in auth.token connects', async () => {
    const socket = await connectAs(KLOBBER);
    expect(socket.connected).toBe(true);
  });

  test.each([
    ['without userId', {}, 'token', CHAT_CONNECT_ERRORS.missingUserId],
    ['without a token', { userId: KLOBBER }, null, CHAT_CONNECT_ERRORS.missingToken],
    ['with an invalid token', { userId: KLOBBER }, 'not-a-jwt', CHAT_CONNECT_ERRORS.invalidToken],
    ["with another user's token", { userId: HR }, 'token', CHAT_CONNECT_ERRORS.userMismatch],
  ])('S2-7-18 a client %s is refused', async (_label, query, token, message) => {
    const auth: Record<string, string> = token === null ? {} : { token: token === 'token' ? await running.signIdToken(KLOBBER) : token };
    await expect(connectChat(running.baseUrl, query, auth)).rejects.toThrow(message);
  });

  test('S2-7-18 a valid token of a user that does not exist is refused', async () => {
    const token = await running.signIdToken('USR-GHOST');
    await expect(connectChat(running.baseUrl, { userId: 'USR-GHOST' }, { token })).rejects.toThrow(CHAT_CONNECT_ERRORS.unknownUser);
  });
});

describe('subscribing', () => {
  test('S2-7-19 S2-3-16 S2-3-02 S2-3-03 subscribeChannel joins the own room and answers subscribe_channel with corporateName, avatar and roomId', async () => {
    const klobber = await connectAs(KLOBBER);
    const answer = nextEvent(klobber, 'subscribe_channel');
    klobber.emit('subscribeChannel', { roomId: `corp-nusantara|${KLOBBER}`, userId: KLOBBER });
    expect(await answer).toEqual({ corporateName: 'PT Nusantara Digital', avatar: expect.stringMatching(/^\/static\//), roomId: ROOM });
  });

  test('S2-7-19 subscribeChannel creates the room when it does not exist yet', async () => {
    const klobber = await connectAs(KLOBBER);
    const ack = await request(klobber, 'subscribeChannel', { roomId: `CORP-MERAPI|${KLOBBER}`, userId: KLOBBER });
    expect(ack).toEqual({
      ok: true,
      data: { corporateName: 'PT Merapi Energi', avatar: expect.any(String), roomId: `CORP-MERAPI|${KLOBBER}` },
    });
    const history = (await serviceGet(`${CHAT_PATHS.klobberHistory}?userId=${KLOBBER}`)) as { data: { roomId: string }[] };
    expect(history.data.map((room) => room.roomId)).toContain(`CORP-MERAPI|${KLOBBER}`);
  });

  test('S2-7-20 S2-3-17 subscribeChannelAdmin lets a company admin join and answers subscribe_channel_admin with userFullname, userAvatar and roomId', async () => {
    const hr = await connectAs(HR);
    const answer = nextEvent(hr, 'subscribe_channel_admin');
    hr.emit('subscribeChannelAdmin', { roomId: ROOM, userId: HR });
    expect(await answer).toEqual({ userFullname: 'Kirana Lestari', userAvatar: null, roomId: ROOM });
  });

  test('S2-6-03 admin rooms only open for a company with the chat feature', async () => {
    const hr = await connectAs(HR);
    const error = await expectChatError(hr, 'subscribeChannelAdmin', { roomId: `CORP-SAMUDRA|${KLOBBER}`, userId: HR });
    expect(error).toMatchObject({ code: CHAT_ERROR_CODES.noChatFeature, action: 'subscribeChannelAdmin' });
  });

  test('S2-6-04 a company without the chat feature is unavailable to the user too', async () => {
    const klobber = await connectAs(KLOBBER);
    const error = await expectChatError(klobber, 'subscribeChannel', { roomId: `CORP-SAMUDRA|${KLOBBER}`, userId: KLOBBER });
    expect(error.code).toBe(CHAT_ERROR_CODES.noChatFeature);
  });

  test('a klobber cannot subscribe as admin, nor into the room of another user, nor in the name of another user', async () => {
    const klobber = await connectAs(KLOBBER);
    expect((await expectChatError(klobber, 'subscribeChannelAdmin', { roomId: ROOM, userId: KLOBBER })).code).toBe(
      CHAT_ERROR_CODES.forbidden,
    );
    expect((await expectChatError(klobber, 'subscribeChannel', { roomId: `CORP-NUSANTARA|${HR}`, userId: KLOBBER })).code).toBe(
      CHAT_ERROR_CODES.forbidden,
    );
    expect((await expectChatError(klobber, 'subscribeChannel', { roomId: ROOM, userId: HR })).code).toBe(CHAT_ERROR_CODES.forbidden);
  });
});

describe('messages between a klobber and a company admin', () => {
  async function joinedPair(): Promise<{ klobber: ChatClient; hr: ChatClient }> {
    const [klobber, hr] = await Promise.all([connectAs(KLOBBER), connectAs(HR)]);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    await request(hr, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR });
    return { klobber, hr };
  }

  test('S2-7-21 S2-3-04 S2-3-05 sendMessage stores the message and broadcasts channel_message to both sides', async () => {
    const { klobber, hr } = await joinedPair();
    clock.set('2026-03-02T03:15:00.000Z');
    const atHr = nextEvent(hr, 'channel_message');
    const atKlobber = nextEvent(klobber, 'channel_message');
    const ack = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Apakah saya bisa interview hari Senin?' });
    const expected: ChatMessage = {
      messageId: expect.any(Number),
      userId: KLOBBER,
      roomId: ROOM,
      content: 'Apakah saya bisa interview hari Senin?',
      event: 'message',
      timestamp: '2026-03-02T03:15:00.000Z',
      isAdmin: false,
      name: 'Kirana Lestari',
      clientMessageId: null,
    };
    expect(ack).toEqual({ ok: true, data: expected });
    expect(await atHr).toEqual(expected);
    expect(await atKlobber).toEqual(expected);

    const reply = nextEvent(klobber, 'channel_message');
    hr.emit('sendMessage', { userId: HR, roomId: ROOM, content: '<p>Bisa, pukul <b>10.00</b> WIB.</p>' });
    expect(await reply).toMatchObject({
      userId: HR,
      isAdmin: true,
      name: 'PT Nusantara Digital',
      content: '<p>Bisa, pukul <b>10.00</b> WIB.</p>',
    });
  });

  test('S2-7-21 a vacancy card is sent with event vacancy; its HTML is stored through the allow-list', async () => {
    const { klobber } = await joinedPair();
    const card = '<div class="vacancy"><img src=x onerror="alert(1)">Frontend Engineer</div>';
    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: card, event: 'vacancy' });
    const recent = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    expect(recent.ok && recent.data.messages.at(-1)).toMatchObject({
      content: '<div><img src="x" />Frontend Engineer</div>',
      event: 'vacancy',
    });
  });

  test('S2-7-22 messages raise the other side unread count and readMessage clears it for the reader side only', async () => {
    const { klobber, hr } = await joinedPair();
    await request(hr, 'readMessage', { userId: HR, roomId: ROOM });
    await request(klobber, 'readMessage', { userId: KLOBBER, roomId: ROOM });
    expect(await klobberUnread()).toEqual({ data: { newMessage: 0 } });

    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Satu' });
    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Dua' });
    await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Tiga' });
    expect(await nusantaraUnread()).toEqual({ data: { corporates: [{ corporateId: 'CORP-NUSANTARA', count: 2 }], counter: 2 } });
    expect(await klobberUnread()).toEqual({ data: { newMessage: 1 } });

    expect(await request(hr, 'readMessage', { userId: HR, roomId: ROOM })).toEqual({
      ok: true,
      data: { roomId: ROOM, unreadMessagesCount: 0 },
    });
    expect(await nusantaraUnread()).toEqual({ data: { corporates: [{ corporateId: 'CORP-NUSANTARA', count: 0 }], counter: 0 } });
    expect(await klobberUnread()).toEqual({ data: { newMessage: 1 } });

    await request(klobber, 'readMessage', { userId: KLOBBER, roomId: ROOM });
    expect(await klobberUnread()).toEqual({ data: { newMessage: 0 } });
  });

  test('S2-7-23 S2-3-18 getRecentMessages answers recent_messages (and the ack) with the messages oldest first', async () => {
    const { klobber } = await joinedPair();
    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Pesan terakhir' });
    const event = nextEvent(klobber, 'recent_messages');
    const ack = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    const answer = await event;
    expect(ack).toEqual({ ok: true, data: answer });
    expect(answer.roomId).toBe(ROOM);
    expect(answer.messages.length).toBeGreaterThan(SEEDED_MESSAGE_COUNT);
    expect(answer.messages[0]?.content).toContain('Frontend Engineer');
    expect(answer.messages.at(-1)?.content).toBe('Pesan terakhir');
    const ids = answer.messages.map((message) => message.messageId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('a message reaches the other sockets of the room user even before they open the room (unread badge)', async () => {
    const { hr } = await joinedPair();
    const elsewhere = await connectAs(KLOBBER);
    const delivered = nextEvent(elsewhere, 'channel_message');
    await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Untuk semua tab kamu' });
    expect(await delivered).toMatchObject({ roomId: ROOM, content: 'Untuk semua tab kamu' });
  });

  test('sendMessage into a room nobody subscribed to yet answers NOT_FOUND', async () => {
    const klobber = await connectAs(KLOBBER);
    const error = await expectChatError(klobber, 'sendMessage', { userId: KLOBBER, roomId: `CORP-TOBA|${KLOBBER}`, content: 'Halo' });
    expect(error.code).toBe(CHAT_ERROR_CODES.notFound);
  });
});

describe('delivery a user can trust (issue 11)', () => {
  async function joinedPair(): Promise<{ klobber: ChatClient; hr: ChatClient }> {
    const [klobber, hr] = await Promise.all([connectAs(KLOBBER), connectAs(HR)]);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    await request(hr, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR });
    return { klobber, hr };
  }

  test('S2-7-21 a resend with the same clientMessageId is stored once, acknowledged with the same message and broadcast once', async () => {
    const { klobber, hr } = await joinedPair();
    const atHr: ChatMessage[] = [];
    hr.on('channel_message', (message) => atHr.push(message));
    const payload = { userId: KLOBBER, roomId: ROOM, content: 'Sekali saja', clientMessageId: 'c-0001' };
    const first = await request(klobber, 'sendMessage', payload);
    const again = await request(klobber, 'sendMessage', payload);
    expect(first).toMatchObject({ ok: true, data: { clientMessageId: 'c-0001', content: 'Sekali saja' } });
    expect(again).toEqual(first);
    // One more round trip on the hr connection: a second broadcast would have arrived before it.
    await request(hr, 'readMessage', { userId: HR, roomId: ROOM });
    expect(atHr.map((message) => message.clientMessageId)).toEqual(['c-0001']);
    const recent = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    expect(recent.ok && recent.data.messages.filter((message) => message.content === 'Sekali saja')).toHaveLength(1);
    expect(await nusantaraUnread()).toEqual({ data: { corporates: [{ corporateId: 'CORP-NUSANTARA', count: 0 }], counter: 0 } });
  });

  test('a message whose instance died between storing and broadcasting it is broadcast once when the sender resends it (issue 27)', async () => {
    const { klobber, hr } = await joinedPair();
    const atHr: ChatMessage[] = [];
    hr.on('channel_message', (message) => atHr.push(message));
    const payload = { userId: KLOBBER, roomId: ROOM, content: 'Tersimpan, belum terkirim', clientMessageId: 'c-died' };
    // What an instance killed after its commit and before its broadcast leaves behind.
    await running.api.ctx.sql.run(
      `INSERT INTO chat_messages (room_id, sender_user_id, is_admin, content, event, created_at, client_message_id, broadcast_pending)
       VALUES (?, ?, 0, ?, 'message', ?, ?, 1)`,
      [ROOM, KLOBBER, payload.content, SEEDED_AT, payload.clientMessageId],
    );
    const resent = await request(klobber, 'sendMessage', payload);
    const again = await request(klobber, 'sendMessage', payload);
    expect(resent).toMatchObject({ ok: true, data: { clientMessageId: 'c-died', content: payload.content } });
    expect(again).toEqual(resent);
    await request(hr, 'readMessage', { userId: HR, roomId: ROOM });
    expect(atHr.map((message) => message.clientMessageId)).toEqual(['c-died']);
  });

  test('S2-7-21 the same clientMessageId from another sender is another message', async () => {
    const { klobber, hr } = await joinedPair();
    const mine = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Dari klobber', clientMessageId: 'same' });
    const theirs = await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Dari HR', clientMessageId: 'same' });
    expect(mine.ok && theirs.ok && mine.data.messageId !== theirs.data.messageId).toBe(true);
  });

  test('S2-7-23 getRecentMessages with afterMessageId answers only the later messages, oldest first (catch-up)', async () => {
    const { klobber, hr } = await joinedPair();
    const seen = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Terakhir yang saya lihat' });
    const lastSeen = seen.ok ? seen.data.messageId : -1;
    await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Terlewat satu' });
    await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Terlewat dua' });
    const caughtUp = await request(klobber, 'getRecentMessages', { roomId: ROOM, afterMessageId: lastSeen });
    expect(caughtUp.ok && caughtUp.data.messages.map((message) => message.content)).toEqual(['Terlewat satu', 'Terlewat dua']);
  });

  test.each([
    ['a clientMessageId with spaces', { clientMessageId: 'a b' }, 'clientMessageId'],
    ['a clientMessageId over 64 characters', { clientMessageId: 'x'.repeat(65) }, 'clientMessageId'],
  ])('S2-7-21 sendMessage with %s answers INVALID_PAYLOAD', async (_label, extra, field) => {
    const klobber = await connectAs(KLOBBER);
    const error = await expectChatError(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Halo', ...extra });
    expect(error.code).toBe(CHAT_ERROR_CODES.invalidPayload);
    expect(error.message).toContain(field);
  });

  test('S2-7-23 getRecentMessages with a negative afterMessageId answers INVALID_PAYLOAD', async () => {
    const klobber = await connectAs(KLOBBER);
    const error = await expectChatError(klobber, 'getRecentMessages', { roomId: ROOM, afterMessageId: -1 });
    expect(error).toMatchObject({ code: CHAT_ERROR_CODES.invalidPayload });
    expect(error.message).toContain('afterMessageId');
  });
});

describe('a stranger', () => {
  test('is refused every action on a room that is not theirs, is not joined and receives nothing of it', async () => {
    const [stranger, klobber] = await Promise.all([connectAs(STRANGER), connectAs(KLOBBER)]);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    const overheard: ChatMessage[] = [];
    stranger.on('channel_message', (message) => overheard.push(message));

    const attempts: [ChatAction, unknown][] = [
      ['subscribeChannel', { roomId: ROOM, userId: STRANGER }],
      ['subscribeChannelAdmin', { roomId: ROOM, userId: STRANGER }],
      ['sendMessage', { userId: STRANGER, roomId: ROOM, content: 'Halo?' }],
      ['readMessage', { userId: STRANGER, roomId: ROOM }],
      ['getRecentMessages', { roomId: ROOM }],
    ];
    for (const [action, payload] of attempts) {
      const error = await expectChatError(stranger, action, payload);
      expect(error).toMatchObject({ code: CHAT_ERROR_CODES.forbidden, action, message: expect.any(String) });
    }

    await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Rahasia' });
    // One more round trip on the stranger's connection: anything broadcast before it would have arrived first.
    await request(stranger, 'getRecentMessages', { roomId: `CORP-NUSANTARA|${STRANGER}` });
    expect(overheard).toEqual([]);
    const recent = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    expect(recent.ok && recent.data.messages.some((message) => message.userId === STRANGER)).toBe(false);
  });
});

describe('bad input', () => {
  const valid = { userId: KLOBBER, roomId: ROOM, content: 'Halo' };
  test.each([
    { rule: 'S2-7-19', action: 'subscribeChannel', problem: 'no payload', payload: undefined, field: 'payload' },
    { rule: 'S2-7-19', action: 'subscribeChannel', problem: 'no roomId', payload: { userId: KLOBBER }, field: 'roomId' },
    {
      rule: 'S2-7-19',
      action: 'subscribeChannel',
      problem: 'a roomId without separator',
      payload: { roomId: 'CORP-NUSANTARA', userId: KLOBBER },
      field: 'roomId',
    },
    {
      rule: 'S2-7-20',
      action: 'subscribeChannelAdmin',
      problem: 'a numeric userId',
      payload: { roomId: ROOM, userId: 42 },
      field: 'userId',
    },
    {
      rule: 'S2-7-21',
      action: 'sendMessage',
      problem: 'whitespace-only content',
      payload: { ...valid, content: '   \n ' },
      field: 'content',
    },
    {
      rule: 'S2-7-21',
      action: 'sendMessage',
      problem: 'content over the maximum length',
      payload: { ...valid, content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      field: 'content',
    },
    {
      rule: 'S2-7-21',
      action: 'sendMessage',
      problem: 'an object as content',
      payload: { ...valid, content: { html: '<b>' } },
      field: 'content',
    },
    { rule: 'S2-7-21', action: 'sendMessage', problem: 'an unknown event', payload: { ...valid, event: 'broadcast' }, field: 'event' },
    { rule: 'S2-7-22', action: 'readMessage', problem: 'a bare string payload', payload: ROOM, field: 'payload' },
    { rule: 'S2-7-23', action: 'getRecentMessages', problem: 'an array as roomId', payload: { roomId: ['a', 'b'] }, field: 'roomId' },
  ] as const)('$rule $action with $problem answers chat_error INVALID_PAYLOAD naming $field', async ({ action, payload, field }) => {
    const klobber = await connectAs(KLOBBER);
    const error = await expectChatError(klobber, action, payload);
    expect(error).toMatchObject({ code: CHAT_ERROR_CODES.invalidPayload, action });
    expect(error.message).toContain(field);
    // The connection survives and keeps working.
    expect(await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER })).toMatchObject({ ok: true });
  });

  test('a message of exactly the maximum length is accepted', async () => {
    const klobber = await connectAs(KLOBBER);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    const ack = await request(klobber, 'sendMessage', { ...valid, content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect(ack.ok).toBe(true);
  });

  test('errors are also answered through the acknowledgement', async () => {
    const klobber = await connectAs(KLOBBER);
    const ack = await request(klobber, 'sendMessage', { ...valid, content: ' ' });
    expect(ack).toEqual({
      ok: false,
      error: { code: CHAT_ERROR_CODES.invalidPayload, message: expect.stringContaining('content'), action: 'sendMessage' },
    });
  });
});

describe('errors internal to the server', () => {
  test(
    `answer chat_error with the message '${CHAT_INTERNAL_ERROR_MESSAGE}' and keep the connection`,
    async () => {
      const broken = await startTestApi({ modules: modulesWithChatClock(createManualClock(SEEDED_AT)) });
      try {
        const token = await signIdToken(broken.api, KLOBBER);
        const klobber = await connectChat(broken.baseUrl, { userId: KLOBBER }, { token });
        opened.push(klobber);
        await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
        await broken.api.ctx.sql.exec('DROP TABLE chat_unread_counts');
        const error = await expectChatError(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Halo' });
        expect(error).toEqual({ code: CHAT_ERROR_CODES.internal, message: CHAT_INTERNAL_ERROR_MESSAGE, action: 'sendMessage' });
        expect(await request(klobber, 'getRecentMessages', { roomId: ROOM })).toMatchObject({ ok: true });
      } finally {
        for (const socket of opened.splice(0)) socket.close();
        await broken.stop();
      }
    },
    API_START_TIMEOUT_MS,
  );
});
