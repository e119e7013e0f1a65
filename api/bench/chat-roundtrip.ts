/**
 * Chat round-trip benchmark (a script, not a test): starts a throw-away api on
 * loopback, connects BENCH_CLIENTS socket.io clients (each its own bench user in
 * its own room with CORP-NUSANTARA), has each send BENCH_MESSAGES messages one
 * after the other, and measures sendMessage -> own channel_message. Prints JSON.
 *
 *   cd api && npx tsx bench/chat-roundtrip.ts
 *   BENCH_CLIENTS=50 BENCH_MESSAGES=10 npx tsx bench/chat-roundtrip.ts
 */
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  CHAT_SOCKET_NAMESPACE,
  chatRoomId,
  type ChatMessage,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@klob/shared/api-contract/chat';
import { startTestApi, type RunningTestApi } from '../src/testing/test-api.js';

type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const DEFAULTS = { clients: 200, messages: 20, timeLimitMs: 120_000 };
const LIMITS = { clients: 1000, messages: 500, timeLimitMs: 600_000 };
const CORPORATE_ID = 'CORP-NUSANTARA';
const BENCH_USER_PREFIX = 'USR-BENCH-';
/** Bench users cannot log in: their hash is no bcrypt hash. */
const NO_LOGIN_HASH = 'bench-user-without-password';

function boundedIntFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name} must be an integer in 1..${max}, got '${raw}'`);
  return value;
}

const settings = {
  clients: boundedIntFromEnv('BENCH_CLIENTS', DEFAULTS.clients, LIMITS.clients),
  messages: boundedIntFromEnv('BENCH_MESSAGES', DEFAULTS.messages, LIMITS.messages),
  timeLimitMs: boundedIntFromEnv('BENCH_TIME_LIMIT_MS', DEFAULTS.timeLimitMs, LIMITS.timeLimitMs),
};

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
const round = (value: number) => Math.round(value * 100) / 100;

function createBenchUsers(running: RunningTestApi, count: number): string[] {
  const userIds = Array.from({ length: count }, (_, index) => `${BENCH_USER_PREFIX}${String(index + 1).padStart(4, '0')}`);
  const insert = running.api.db.prepare(
    'INSERT INTO users (user_id, email, password_hash, first_name, last_name, confirmed) VALUES (?, ?, ?, ?, ?, 1)',
  );
  running.api.db.transaction(() => {
    for (const userId of userIds) insert.run(userId, `${userId.toLowerCase()}@bench.klob.test`, NO_LOGIN_HASH, 'Bench', userId);
  })();
  return userIds;
}

async function connect(baseUrl: string, userId: string, token: string): Promise<ChatClient> {
  const socket: ChatClient = connectSocket(`${baseUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query: { userId },
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends `count` messages one after the other; resolves the round trip of each, in ms. */
async function sendSequentially(socket: ChatClient, userId: string, count: number): Promise<number[]> {
  const roomId = chatRoomId(CORPORATE_ID, userId);
  const roundTrips: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const content = `bench ${userId} #${index}`;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const onMessage = (message: ChatMessage) => {
        if (message.content !== content) return;
        socket.off('channel_message', onMessage);
        resolve();
      };
      socket.on('channel_message', onMessage);
      socket.emit('sendMessage', { userId, roomId, content });
    });
    roundTrips.push(performance.now() - started);
  }
  return roundTrips;
}

async function main(): Promise<void> {
  const running = await startTestApi();
  const sockets: ChatClient[] = [];
  let timedOut = false;
  const guard = setTimeout(() => {
    timedOut = true;
    console.error(`chat-roundtrip: time limit of ${settings.timeLimitMs} ms reached, stopping`);
    for (const socket of sockets) socket.close();
    void running.stop().finally(() => process.exit(1));
  }, settings.timeLimitMs);
  try {
    const userIds = createBenchUsers(running, settings.clients);
    const tokens = await Promise.all(
      userIds.map((userId) =>
        running.api.ctx.tokens.sign({
          userId,
          email: `${userId.toLowerCase()}@bench.klob.test`,
          use: 'id',
          sessionId: running.api.ctx.sessions.start(userId),
        }),
      ),
    );

    const connectStarted = performance.now();
    sockets.push(...(await Promise.all(userIds.map((userId, index) => connect(running.baseUrl, userId, tokens[index] as string)))));
    const connectMs = performance.now() - connectStarted;
    await Promise.all(
      sockets.map((socket, index) => {
        const userId = userIds[index] as string;
        return socket.emitWithAck('subscribeChannel', { roomId: chatRoomId(CORPORATE_ID, userId), userId });
      }),
    );

    const sendStarted = performance.now();
    const perClient = await Promise.all(
      sockets.map((socket, index) => sendSequentially(socket, userIds[index] as string, settings.messages)),
    );
    const durationMs = performance.now() - sendStarted;
    if (timedOut) return;

    const roundTrips = perClient.flat().sort((a, b) => a - b);
    const mean = roundTrips.reduce((sum, value) => sum + value, 0) / roundTrips.length;
    const stored = running.api.db.prepare("SELECT COUNT(*) FROM chat_messages WHERE sender_user_id LIKE 'USR-BENCH-%'").pluck().get();
    console.info(
      JSON.stringify(
        {
          clients: settings.clients,
          messagesPerClient: settings.messages,
          totalMessages: roundTrips.length,
          storedMessages: stored,
          connectAllMs: round(connectMs),
          durationMs: round(durationMs),
          messagesPerSecond: round((roundTrips.length / durationMs) * 1000),
          roundTripMs: {
            p50: round(percentile(roundTrips, 0.5)),
            p95: round(percentile(roundTrips, 0.95)),
            p99: round(percentile(roundTrips, 0.99)),
            max: round(roundTrips.at(-1) ?? Number.NaN),
            mean: round(mean),
          },
          node: process.version,
        },
        null,
        2,
      ),
    );
  } finally {
    clearTimeout(guard);
    if (!timedOut) {
      for (const socket of sockets) socket.close();
      await running.stop();
    }
  }
}

await main();
