/**
 * Chat round-trip benchmark (a script, not a test; issue 11). The api runs as the real server in a
 * process of its own (chat-roundtrip-server.ts); this process only generates the load, so the
 * clients never queue on the api's event loop.
 *
 * Load: BENCH_SOCKETS connected sockets (default 200) in room pairs: for each pair a bench company
 * with the chat feature and a bench klobber; the klobber's socket subscribes with subscribeChannel,
 * the company's admin socket with subscribeChannelAdmin, to their own room. Every socket sends with
 * a client id and an acknowledgement, as the widget does. Measured: sendMessage -> `channel_message`
 * received by the other side of the room, in two phases after a warm-up:
 *   - sustained: every socket sends BENCH_RATE_PER_SOCKET messages a second (default 1, so 200
 *     messages/s in all, spread evenly) for BENCH_SUSTAINED_SECONDS (default 20);
 *   - saturated: every socket sends BENCH_SATURATED_MESSAGES (default 20) back to back, the next one
 *     as soon as the other side received the previous: the throughput the api reaches.
 * Both phases check the guarantees: every message arrives once, in the order it was sent, and is
 * stored once. Prints JSON; exits 1 when a message is lost, duplicated or out of order.
 *
 *   cd api && npx tsx bench/chat-roundtrip.ts
 *   BENCH_SUSTAINED_SECONDS=5 BENCH_API_CPU_PROF=/tmp/prof npx tsx bench/chat-roundtrip.ts
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
import { BenchServer, boundedIntFromEnv, closedLoop, drain, round, summary } from './chat-bench-support.js';
import type { BenchIdentity, BenchPair } from './chat-roundtrip-server.js';

type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const DEFAULTS = { sockets: 200, ratePerSocket: 1, sustainedSeconds: 20, saturatedMessages: 20, timeLimitMs: 180_000 };
const LIMITS = { sockets: 1000, ratePerSocket: 50, sustainedSeconds: 300, saturatedMessages: 500, timeLimitMs: 600_000 };
const WARM_UP_MESSAGES = 3;
/**
 * This bench on the api before issue 11's changes (commit 9aa7185: synchronous FULL, a token
 * verification and eight access queries per message, the message read back, three sanitiser passes),
 * the better of two runs on the shared 2-core machine; printed beside the figures for comparison.
 */
const BEFORE_ISSUE_11 = {
  commit: '9aa7185',
  sustained: { roundTripMs: { p50: 0.96, p95: 26.51, p99: 59.45 }, apiCpuMsPerMessage: 0.707 },
  saturated: { messagesPerSecond: 2158, roundTripMs: { p50: 70.41, p95: 238.46, p99: 319.66 }, apiCpuMsPerMessage: 0.255 },
};

const settings = {
  sockets: boundedIntFromEnv('BENCH_SOCKETS', DEFAULTS.sockets, LIMITS.sockets),
  ratePerSocket: boundedIntFromEnv('BENCH_RATE_PER_SOCKET', DEFAULTS.ratePerSocket, LIMITS.ratePerSocket),
  sustainedSeconds: boundedIntFromEnv('BENCH_SUSTAINED_SECONDS', DEFAULTS.sustainedSeconds, LIMITS.sustainedSeconds),
  saturatedMessages: boundedIntFromEnv('BENCH_SATURATED_MESSAGES', DEFAULTS.saturatedMessages, LIMITS.saturatedMessages),
  timeLimitMs: boundedIntFromEnv('BENCH_TIME_LIMIT_MS', DEFAULTS.timeLimitMs, LIMITS.timeLimitMs),
  cpuProfileDir: process.env.BENCH_API_CPU_PROF || undefined,
};
if (settings.sockets % 2 !== 0) throw new Error('BENCH_SOCKETS must be even: the sockets come in room pairs');

/** One side of a room pair: its socket, and what it sent to and received from the other side. */
interface Side {
  index: number;
  identity: BenchIdentity;
  roomId: string;
  socket: ChatClient;
  partner?: Side;
  nextSequence: number;
  /** The partner's last sequence number this side received. */
  lastReceived: number;
  /** Sequence -> performance.now() at send, of the messages still on their way to the partner. */
  inFlight: Map<number, number>;
}

interface PhaseCounts {
  sent: number;
  delivered: number;
  duplicated: number;
  outOfOrder: number;
  failedAcks: number;
  roundTrips: number[];
}
const emptyCounts = (): PhaseCounts => ({ sent: 0, delivered: 0, duplicated: 0, outOfOrder: 0, failedAcks: 0, roundTrips: [] });

let counts = emptyCounts();
/** Resolved when the partner received a given message (client id). */
const deliveryWaiters = new Map<string, () => void>();
const clientIdOf = (side: Side, sequence: number) => `s${side.index}-${sequence}`;

function onChannelMessage(receiver: Side, message: ChatMessage): void {
  const partner = receiver.partner;
  // The own echo of the sender is not a round trip.
  if (!partner || message.userId !== partner.identity.userId) return;
  const match = /^s\d+-(\d+)$/.exec(message.clientMessageId ?? '');
  const sequence = Number(match?.[1]);
  const sentAt = partner.inFlight.get(sequence);
  if (sentAt === undefined) {
    counts.duplicated += 1;
    return;
  }
  counts.roundTrips.push(performance.now() - sentAt);
  partner.inFlight.delete(sequence);
  counts.delivered += 1;
  if (sequence !== receiver.lastReceived + 1) counts.outOfOrder += 1;
  receiver.lastReceived = sequence;
  const id = clientIdOf(partner, sequence);
  deliveryWaiters.get(id)?.();
  deliveryWaiters.delete(id);
}

function send(side: Side): Promise<void> {
  const sequence = side.nextSequence;
  side.nextSequence += 1;
  const clientMessageId = clientIdOf(side, sequence);
  const delivered = new Promise<void>((resolve) => deliveryWaiters.set(clientMessageId, resolve));
  side.inFlight.set(sequence, performance.now());
  counts.sent += 1;
  side.socket.emit(
    'sendMessage',
    { userId: side.identity.userId, roomId: side.roomId, content: `bench ${side.identity.userId} #${sequence}`, clientMessageId },
    (answer: { ok: boolean }) => {
      if (!answer.ok) counts.failedAcks += 1;
    },
  );
  return delivered;
}

async function connect(baseUrl: string, identity: BenchIdentity): Promise<ChatClient> {
  const socket: ChatClient = connectSocket(`${baseUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query: { userId: identity.userId },
    auth: { token: identity.token },
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

async function openSides(baseUrl: string, pairs: readonly BenchPair[]): Promise<Side[]> {
  const sides: Side[] = [];
  for (const [pairIndex, pair] of pairs.entries()) {
    const roomId = chatRoomId(pair.corporateId, pair.user.userId);
    const make = (identity: BenchIdentity, index: number): Side => ({
      index,
      identity,
      roomId,
      socket: undefined as unknown as ChatClient,
      nextSequence: 1,
      lastReceived: 0,
      inFlight: new Map(),
    });
    const user = make(pair.user, pairIndex * 2);
    const admin = make(pair.admin, pairIndex * 2 + 1);
    user.partner = admin;
    admin.partner = user;
    sides.push(user, admin);
  }
  await Promise.all(
    sides.map(async (side) => {
      side.socket = await connect(baseUrl, side.identity);
      side.socket.on('channel_message', (message) => onChannelMessage(side, message));
    }),
  );
  await Promise.all(
    sides.map(async (side) => {
      const action = side.index % 2 === 0 ? 'subscribeChannel' : 'subscribeChannelAdmin';
      const answer = await side.socket.emitWithAck(action, { roomId: side.roomId, userId: side.identity.userId });
      if (!answer.ok) throw new Error(`${side.identity.userId} could not subscribe: ${answer.error.message}`);
    }),
  );
  return sides;
}

/** Every side sends at its own steady rate, the sides' sends spread evenly over each interval. */
async function sustained(sides: readonly Side[]): Promise<{ durationMs: number; sendLagMs: number[] }> {
  const intervalMs = 1000 / settings.ratePerSocket;
  const perSide = settings.ratePerSocket * settings.sustainedSeconds;
  const sendLagMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    sides.map(
      (side, position) =>
        new Promise<void>((resolve) => {
          const offset = (position / sides.length) * intervalMs;
          let sentCount = 0;
          const tick = () => {
            const due = started + offset + sentCount * intervalMs;
            sendLagMs.push(performance.now() - due);
            void send(side);
            sentCount += 1;
            if (sentCount === perSide) return resolve();
            setTimeout(tick, Math.max(0, started + offset + sentCount * intervalMs - performance.now()));
          };
          setTimeout(tick, offset);
        }),
    ),
  );
  const durationMs = performance.now() - started;
  await drain(sides);
  return { durationMs, sendLagMs };
}

function phaseReport(phaseCounts: PhaseCounts, lost: number, apiCpuMs: number) {
  return {
    apiCpuMsPerMessage: Math.round((apiCpuMs / phaseCounts.sent) * 1000) / 1000,
    sent: phaseCounts.sent,
    delivered: phaseCounts.delivered,
    lost,
    duplicated: phaseCounts.duplicated,
    outOfOrder: phaseCounts.outOfOrder,
    failedAcks: phaseCounts.failedAcks,
    roundTripMs: summary(phaseCounts.roundTrips),
  };
}

function takeCounts(sides: readonly Side[]) {
  const lost = sides.reduce((sum, side) => sum + side.inFlight.size, 0);
  for (const side of sides) side.inFlight.clear();
  const taken = counts;
  counts = emptyCounts();
  return { taken, lost };
}

async function main(): Promise<void> {
  const server = new BenchServer(settings.sockets / 2, { cpuProfileDir: settings.cpuProfileDir });
  let sides: Side[] = [];
  const guard = setTimeout(() => {
    console.error(`chat-roundtrip: time limit of ${settings.timeLimitMs} ms reached, stopping`);
    for (const side of sides) side.socket.close();
    server.kill();
    process.exit(1);
  }, settings.timeLimitMs);
  try {
    const { baseUrl, pairs } = await server.ready();
    const connectStarted = performance.now();
    sides = await openSides(baseUrl, pairs);
    const connectAndSubscribeMs = performance.now() - connectStarted;

    await closedLoop(sides, WARM_UP_MESSAGES, send);
    const warmUp = takeCounts(sides);

    const cpuBeforeSteady = await server.cpuMs();
    const steady = await sustained(sides);
    const steadyCounts = takeCounts(sides);
    const cpuBeforeSaturated = await server.cpuMs();

    const saturatedMs = await closedLoop(sides, settings.saturatedMessages, send);
    const saturatedCounts = takeCounts(sides);
    const cpuAfterSaturated = await server.cpuMs();

    const storedMessages = await server.storedMessages();
    const sentInAll = warmUp.taken.sent + steadyCounts.taken.sent + saturatedCounts.taken.sent;
    const report = {
      load: {
        sockets: settings.sockets,
        roomPairs: settings.sockets / 2,
        measured: 'sendMessage -> channel_message received by the other side of the room',
        clients: 'a process of their own; the api is the real server in another process',
      },
      connectAndSubscribeMs: round(connectAndSubscribeMs),
      sustained: {
        messagesPerSocketPerSecond: settings.ratePerSocket,
        targetMessagesPerSecond: settings.ratePerSocket * settings.sockets,
        seconds: settings.sustainedSeconds,
        achievedMessagesPerSecond: round((steadyCounts.taken.sent / steady.durationMs) * 1000),
        ...phaseReport(steadyCounts.taken, steadyCounts.lost, cpuBeforeSaturated - cpuBeforeSteady),
        // How late the load generator sent against its schedule: small means the clients are not the bottleneck.
        sendLagMs: summary(steady.sendLagMs),
      },
      saturated: {
        messagesPerSocket: settings.saturatedMessages,
        durationMs: round(saturatedMs),
        messagesPerSecond: round((saturatedCounts.taken.sent / saturatedMs) * 1000),
        ...phaseReport(saturatedCounts.taken, saturatedCounts.lost, cpuAfterSaturated - cpuBeforeSaturated),
      },
      storedMessages,
      sentMessages: sentInAll,
      before: BEFORE_ISSUE_11,
      node: process.version,
    };
    console.info(JSON.stringify(report, null, 2));
    const broken = [warmUp, steadyCounts, saturatedCounts].some(
      ({ taken, lost }) => lost > 0 || taken.duplicated > 0 || taken.outOfOrder > 0 || taken.failedAcks > 0,
    );
    if (broken || storedMessages !== sentInAll) {
      console.error('chat-roundtrip: a message was lost, duplicated, out of order or refused');
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(guard);
    for (const side of sides) side.socket.close();
    await server.stop();
  }
}

await main();
