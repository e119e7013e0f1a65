import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { CHAT_ERROR_CODES, CHAT_SESSION_ENDED_ACTION, type ChatMessage, type ChatSocketError } from '@klob/shared/api-contract/chat';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import { randomSecret } from '../config.js';
import { connectChat, nextEvent, request, type ChatClient } from '../modules/chat/chat-test-support.js';
import { DEMO_PASSWORD, demoUsers } from '../modules/core/demo-data.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { createTestPostgresDatabase } from '../testing/test-api.js';
import { hasRedisServer, startTestRedis, type TestRedis } from '../testing/redis-server.js';

/**
 * Issue 27: two api processes on one database (SQLite, or PostgreSQL in scripts/test.sh's second run), one upload
 * folder and one Redis, as `pnpm start:cluster` runs them.
 * Needs Debian's redis-server (scripts/test.sh installs it); without it this file is skipped, and says so.
 */
const TRACKING_PER_MINUTE = 6;
const CHAT_PER_USER_PER_MINUTE = 60;
/** When both instances store together: sockets per side, and the messages each sends at once. */
const SOCKETS_PER_SIDE = 5;
const BURST_PER_SOCKET = 4;
const [klobber, hr] = demoUsers;
const ROOM = `CORP-NUSANTARA|${klobber!.userId}`;

const withRedis = hasRedisServer();
if (!withRedis) console.warn('two-instances.test.ts skipped: redis-server is not installed (scripts/test.sh installs it)');
const describeWithRedis = withRedis ? describe : describe.skip;

describeWithRedis('two api instances behind one address (issue 27)', () => {
  let redis: TestRedis;
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let one: ApiProcess;
  let other: ApiProcess;
  const sockets: ChatClient[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-cluster-test-'));
    // With KLOB_TEST_POSTGRES_URL (scripts/test.sh's second api run) both instances share a PostgreSQL database, as in the cluster.
    postgres = await createTestPostgresDatabase();
    const env = {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      KLOB_DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      JWT_SECRET: randomSecret(),
      CHAT_BASIC_PASSWORD: randomSecret(),
      TRACKING_LIMIT_PER_MIN: String(TRACKING_PER_MINUTE),
      CHAT_USER_LIMIT_PER_MIN: String(CHAT_PER_USER_PER_MINUTE),
      // Above the per-user limit, so that the per-user one is what refuses (it counts across instances).
      CHAT_SOCKET_LIMIT_PER_MIN: String(2 * CHAT_PER_USER_PER_MINUTE),
    };
    // The first migrates and seeds the database; the second opens it after.
    one = await startApiProcess(env);
    other = await startApiProcess(env);
  }, 120_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await redis?.stop();
    await postgres?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** hr's chat messages so far, all within the minute of the per-user limit's window. */
  let hrMessagesSent = 0;

  async function post(api: ApiProcess, route: string, body: unknown, authorization?: string) {
    const response = await fetch(`${api.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string; result?: AuthTokens } };
  }
  const signIn = async (api: ApiProcess, email: string) =>
    (await post(api, IDENTITY_PATHS.signIn, { email, password: DEMO_PASSWORD })).body.result!;
  const onSuccess = (api: ApiProcess, tokens: AuthTokens) =>
    post(api, IDENTITY_PATHS.loginOnSuccess, { userId: tokens.userId }, `Bearer ${tokens.idToken}`);
  async function openSocket(api: ApiProcess, tokens: AuthTokens): Promise<ChatClient> {
    const socket = await connectChat(api.baseUrl, { userId: tokens.userId }, { token: tokens.idToken });
    sockets.push(socket);
    return socket;
  }

  test('signed in on one, refreshed on the other, signed out on one: refused on the other at once, its socket dropped', async () => {
    const signedIn = await signIn(one, klobber!.email);
    const refreshed = await post(other, IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    expect(refreshed.status).toBe(200);
    const tokens = refreshed.body.result!;
    // Two tabs refreshing at once, each on another instance: the second gets the same successor.
    const twin = await post(one, IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    expect(twin.body.result?.refreshToken).toBe(tokens.refreshToken);
    expect((await onSuccess(one, tokens)).status).toBe(200);

    const socketOnOther = await openSocket(other, tokens);
    const dropped = new Promise<{ error: ChatSocketError; reason: string }>((resolve) => {
      socketOnOther.once('chat_error', (error) => socketOnOther.once('disconnect', (reason) => resolve({ error, reason })));
    });
    expect((await post(one, IDENTITY_PATHS.signOut, { refreshToken: tokens.refreshToken })).status).toBe(200);

    const refused = await onSuccess(other, tokens);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
    expect((await post(other, IDENTITY_PATHS.refreshToken, { refreshToken: tokens.refreshToken })).status).not.toBe(200);
    const { error, reason } = await dropped;
    expect(error).toMatchObject({ code: CHAT_ERROR_CODES.sessionExpired, action: CHAT_SESSION_ENDED_ACTION });
    expect(reason).toBe('io server disconnect');
  }, 30_000);

  test('a chat message sent on one instance reaches the room on the other once each, in order, and a resend is not broadcast again', async () => {
    const klobberSocket = await openSocket(one, await signIn(one, klobber!.email));
    const hrSocket = await openSocket(other, await signIn(other, hr!.email));
    expect((await request(klobberSocket, 'subscribeChannel', { roomId: ROOM, userId: klobber!.userId })).ok).toBe(true);
    expect((await request(hrSocket, 'subscribeChannelAdmin', { roomId: ROOM, userId: hr!.userId })).ok).toBe(true);
    const heard: ChatMessage[] = [];
    hrSocket.on('channel_message', (message) => heard.push(message));

    const run = `run-${Date.now()}`;
    const send = (socket: ChatClient, index: number) =>
      request(socket, 'sendMessage', {
        roomId: ROOM,
        userId: klobber!.userId,
        content: `pesan ${index}`,
        clientMessageId: `${run}-${index}`,
      });
    const sent = await Promise.all(Array.from({ length: 20 }, (_, index) => send(klobberSocket, index)));
    expect(sent.every((answer) => answer.ok)).toBe(true);
    // The outbox after a drop: the same message again, from a socket on the other instance.
    const resentOnOther = await openSocket(other, await signIn(other, klobber!.email));
    const resent = await send(resentOnOther, 5);
    expect(resent.ok && resent.data.messageId).toBe(sent[5]!.ok && sent[5]!.data.messageId);
    const last = nextEvent(hrSocket, 'channel_message');
    await send(klobberSocket, 20);
    expect((await last).content).toBe('pesan 20');

    expect(heard.map((message) => message.content)).toEqual(Array.from({ length: 21 }, (_, index) => `pesan ${index}`));
  }, 30_000);

  test('both instances storing messages of one room at the same moment: every one is acknowledged and stored once', async () => {
    // Each socket's actions run one after the other: several sockets per side make the instances write together.
    const socketsOf = async (api: ApiProcess, email: string, subscribe: 'subscribeChannel' | 'subscribeChannelAdmin', userId: string) => {
      const tokens = await signIn(api, email);
      const opened = await Promise.all(Array.from({ length: SOCKETS_PER_SIDE }, () => openSocket(api, tokens)));
      for (const socket of opened) expect((await request(socket, subscribe, { roomId: ROOM, userId })).ok).toBe(true);
      return opened;
    };
    const klobberSockets = await socketsOf(one, klobber!.email, 'subscribeChannel', klobber!.userId);
    const hrSockets = await socketsOf(other, hr!.email, 'subscribeChannelAdmin', hr!.userId);
    const run = `both-${Date.now()}`;
    const burst = (sockets: ChatClient[], userId: string) =>
      sockets.flatMap((socket, socketIndex) =>
        Array.from({ length: BURST_PER_SOCKET }, (_, index) =>
          request(socket, 'sendMessage', {
            roomId: ROOM,
            userId,
            content: `serentak ${socketIndex}.${index}`,
            clientMessageId: `${run}-${userId}-${socketIndex}-${index}`,
          }),
        ),
      );
    const answers = await Promise.all([...burst(klobberSockets, klobber!.userId), ...burst(hrSockets, hr!.userId)]);
    hrMessagesSent += SOCKETS_PER_SIDE * BURST_PER_SOCKET;
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.ok && answer.data.messageId)).size).toBe(answers.length);
  }, 30_000);

  test('a write limit and the per-user chat limit count the requests of both instances together', async () => {
    const pageView = (api: ApiProcess, index: number) =>
      post(api, ACTIVITY_PATHS.pageView, { path: `/faq?visit=${index}`, language: 'id' });
    const statuses: number[] = [];
    for (let index = 0; index <= TRACKING_PER_MINUTE; index++) statuses.push((await pageView(index % 2 === 0 ? one : other, index)).status);
    expect(statuses).toEqual([...Array<number>(TRACKING_PER_MINUTE).fill(200), 429]);

    const hrOnOne = await openSocket(one, await signIn(one, hr!.email));
    const hrOnOther = await openSocket(other, await signIn(other, hr!.email));
    for (const socket of [hrOnOne, hrOnOther])
      expect((await request(socket, 'subscribeChannelAdmin', { roomId: ROOM, userId: hr!.userId })).ok).toBe(true);
    const codes: (string | undefined)[] = [];
    const allowanceLeft = CHAT_PER_USER_PER_MINUTE - hrMessagesSent;
    for (let index = 0; index <= allowanceLeft; index++) {
      const answer = await request(index % 2 === 0 ? hrOnOne : hrOnOther, 'sendMessage', {
        roomId: ROOM,
        userId: hr!.userId,
        content: `balasan ${index}`,
      });
      codes.push(answer.ok ? undefined : answer.error.code);
    }
    expect(codes).toEqual([...Array<undefined>(allowanceLeft).fill(undefined), CHAT_ERROR_CODES.rateLimited]);
  }, 60_000);
});
