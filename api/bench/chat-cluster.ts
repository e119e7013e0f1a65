/**
 * Chat across api instances (a script, not a test; issue 27). Two api processes (chat-roundtrip-server.ts) share one
 * temporary database and a Redis server started for the run (Debian's redis-server): socket.io's Redis adapter carries
 * every broadcast between them. BENCH_SOCKETS sockets (default 200) in room pairs; in each pair the klobber's socket
 * is on one instance and the company admin's on the other, so every message crosses instances. Phases:
 *   - sustained: every socket one message a second (200 messages/s) for BENCH_SUSTAINED_SECONDS (default 20):
 *     round trip p50/p95/p99 to the other side of the room, lost, duplicated, out of order;
 *   - saturated, 2 instances: every socket BENCH_SATURATED_MESSAGES (default 20) back to back, each once the other
 *     side received the previous one: messages/s; then the same with every socket on one instance;
 *   - kill -9: the sustained load for BENCH_KILL_SECONDS (default 10) with the sockets spread again; after a third of
 *     it the second instance is killed. Its sockets reconnect to the first (the bench plays the balancer, as nginx
 *     does in `pnpm start:cluster`), subscribe again, fetch what they missed (getRecentMessages afterMessageId) and
 *     resend what was not acknowledged (the widget's outbox, same clientMessageId). Reported: acknowledged messages
 *     lost (must be 0), messages never delivered, duplicates the clients dropped, and how long the gap was.
 * Prints JSON; exits 1 when an acknowledged message is lost, a message is stored twice or arrives out of order.
 *
 *   cd api && npx tsx bench/chat-cluster.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  CHAT_SOCKET_NAMESPACE,
  chatRoomId,
  type ChatMessage,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@klob/shared/api-contract/chat';
import { randomSecret } from '../src/config.js';
import { hasRedisServer, startTestRedis } from '../src/testing/redis-server.js';
import { BenchServer, boundedIntFromEnv, closedLoop, drain, round, summary } from './chat-bench-support.js';
import type { BenchIdentity } from './chat-roundtrip-server.js';

type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const settings = {
  sockets: boundedIntFromEnv('BENCH_SOCKETS', 200, 1000),
  sustainedSeconds: boundedIntFromEnv('BENCH_SUSTAINED_SECONDS', 20, 300),
  saturatedMessages: boundedIntFromEnv('BENCH_SATURATED_MESSAGES', 20, 500),
  killSeconds: boundedIntFromEnv('BENCH_KILL_SECONDS', 10, 300),
  timeLimitMs: boundedIntFromEnv('BENCH_TIME_LIMIT_MS', 240_000, 600_000),
};
if (settings.sockets % 2 !== 0) throw new Error('BENCH_SOCKETS must be even: the sockets come in room pairs');
const WARM_UP_MESSAGES = 3;
const RECONNECT_RETRY_MS = 50;

interface Instance {
  name: string;
  server: BenchServer;
  baseUrl: string;
}

interface Side {
  index: number;
  identity: BenchIdentity;
  roomId: string;
  partner?: Side;
  socket?: ChatClient;
  instance?: Instance;
  nextSequence: number;
  /** The widget's outbox: sent, not yet acknowledged (sequence -> client id). */
  unacknowledged: Map<number, string>;
  acknowledged: Set<number>;
  /** Sequence -> performance.now() of the first send, of the messages the partner has not received yet. */
  inFlight: Map<number, number>;
  /** Client ids of the partner's messages this side has received (a second copy is dropped, as the widget does). */
  seen: Set<string>;
  /** The partner's messages as received: [sequence, messageId]. */
  history: [number, number][];
  lastReceived: number;
  lastMessageId: number;
  offline: boolean;
}

interface Counts {
  sent: number;
  delivered: number;
  duplicatesDropped: number;
  outOfOrder: number;
  roundTrips: number[];
}
const emptyCounts = (): Counts => ({ sent: 0, delivered: 0, duplicatesDropped: 0, outOfOrder: 0, roundTrips: [] });
let counts = emptyCounts();
const deliveryWaiters = new Map<string, () => void>();
const refusals = new Map<string, number>();
const clientIdOf = (side: Side, sequence: number) => `c${side.index}-${sequence}`;
const sequenceOf = (message: ChatMessage) => Number(/^c\d+-(\d+)$/.exec(message.clientMessageId ?? '')?.[1]);

function receive(receiver: Side, message: ChatMessage): void {
  const partner = receiver.partner;
  if (!partner || message.userId !== partner.identity.userId || message.clientMessageId === null) return;
  if (receiver.seen.has(message.clientMessageId)) {
    counts.duplicatesDropped += 1;
    return;
  }
  receiver.seen.add(message.clientMessageId);
  const sequence = sequenceOf(message);
  const sentAt = partner.inFlight.get(sequence);
  if (sentAt !== undefined) counts.roundTrips.push(performance.now() - sentAt);
  partner.inFlight.delete(sequence);
  counts.delivered += 1;
  if (sequence !== receiver.lastReceived + 1) counts.outOfOrder += 1;
  receiver.lastReceived = Math.max(receiver.lastReceived, sequence);
  receiver.lastMessageId = Math.max(receiver.lastMessageId, message.messageId);
  receiver.history.push([sequence, message.messageId]);
  deliveryWaiters.get(message.clientMessageId)?.();
  deliveryWaiters.delete(message.clientMessageId);
}

function emit(side: Side, sequence: number): void {
  const clientMessageId = clientIdOf(side, sequence);
  const payload = { userId: side.identity.userId, roomId: side.roomId, content: `cluster bench #${sequence}`, clientMessageId };
  side.socket?.emit('sendMessage', payload, (answer: { ok: boolean; error?: { code: string; message: string } }) => {
    if (!answer.ok) {
      refusals.set(answer.error?.code ?? 'unknown', (refusals.get(answer.error?.code ?? 'unknown') ?? 0) + 1);
      return;
    }
    side.unacknowledged.delete(sequence);
    side.acknowledged.add(sequence);
  });
}

/** Sends the side's next message (kept in its outbox while it is offline); resolves once the partner has it. */
function send(side: Side): Promise<void> {
  const sequence = side.nextSequence;
  side.nextSequence += 1;
  const clientMessageId = clientIdOf(side, sequence);
  const delivered = new Promise<void>((resolve) => deliveryWaiters.set(clientMessageId, resolve));
  side.inFlight.set(sequence, performance.now());
  side.unacknowledged.set(sequence, clientMessageId);
  counts.sent += 1;
  if (!side.offline) emit(side, sequence);
  return delivered;
}

async function connect(instance: Instance, side: Side): Promise<void> {
  const socket: ChatClient = connectSocket(`${instance.baseUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query: { userId: side.identity.userId },
    auth: { token: side.identity.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('channel_message', (message) => receive(side, message));
  const action = side.index % 2 === 0 ? 'subscribeChannel' : 'subscribeChannelAdmin';
  const answer = await socket.emitWithAck(action, { roomId: side.roomId, userId: side.identity.userId });
  if (!answer.ok) throw new Error(`${side.identity.userId} could not subscribe: ${answer.error.message}`);
  side.socket = socket;
  side.instance = instance;
}

/** Moves every side to the instance `instanceOf` names (closing its socket where it was). */
async function place(sides: readonly Side[], instanceOf: (side: Side) => Instance): Promise<void> {
  await Promise.all(
    sides.map(async (side) => {
      const target = instanceOf(side);
      if (side.instance === target && side.socket?.connected) return;
      side.socket?.close();
      await connect(target, side);
    }),
  );
}

/** After a drop: connect to `survivor`, subscribe, fetch what was missed, resend the outbox. Answers when it was done. */
async function recover(side: Side, survivor: Instance): Promise<number> {
  side.offline = true;
  // What arrived before the drop: live messages reach the new socket before its fetch does, so they cannot say.
  const lastBeforeDrop = side.lastMessageId;
  for (;;) {
    try {
      await connect(survivor, side);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_RETRY_MS));
    }
  }
  const missed = await side.socket!.emitWithAck('getRecentMessages', { roomId: side.roomId, afterMessageId: lastBeforeDrop });
  if (missed.ok) for (const message of missed.data.messages) receive(side, message);
  side.offline = false;
  for (const sequence of [...side.unacknowledged.keys()].sort((a, b) => a - b)) emit(side, sequence);
  return performance.now();
}

/** One message a second per side, spread evenly; `during` runs alongside (the kill). */
async function steady(sides: readonly Side[], seconds: number, during?: (startedAt: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  const load = Promise.all(
    sides.map(
      (side, position) =>
        new Promise<void>((resolve) => {
          const offset = (position / sides.length) * 1000;
          let sentCount = 0;
          const tick = () => {
            void send(side);
            sentCount += 1;
            if (sentCount === seconds) return resolve();
            setTimeout(tick, Math.max(0, started + offset + sentCount * 1000 - performance.now()));
          };
          setTimeout(tick, offset);
        }),
    ),
  );
  await Promise.all([load, during?.(started)]);
  const durationMs = performance.now() - started;
  await drain(sides);
  return durationMs;
}

function takeCounts(sides: readonly Side[]) {
  const lost = sides.reduce((sum, side) => sum + side.inFlight.size, 0);
  const acknowledgedLost = sides.reduce(
    (sum, side) => sum + [...side.inFlight.keys()].filter((seq) => side.acknowledged.has(seq)).length,
    0,
  );
  for (const side of sides) side.inFlight.clear();
  const taken = counts;
  counts = emptyCounts();
  return { ...taken, lost, acknowledgedLost, roundTripMs: summary(taken.roundTrips), roundTrips: undefined };
}

/** The partner's messages, in the order the room stores them (message id), must be in the order they were sent. */
const historyInOrder = (sides: readonly Side[]) =>
  sides.every((side) =>
    [...side.history].sort((a, b) => a[1] - b[1]).every(([sequence], index, sorted) => index === 0 || sequence > sorted[index - 1]![0]),
  );

function makeSides(pairs: { corporateId: string; admin: BenchIdentity; user: BenchIdentity }[]): Side[] {
  return pairs.flatMap((pair, pairIndex) => {
    const roomId = chatRoomId(pair.corporateId, pair.user.userId);
    const make = (identity: BenchIdentity, index: number): Side => ({
      index,
      identity,
      roomId,
      nextSequence: 1,
      unacknowledged: new Map(),
      acknowledged: new Set(),
      inFlight: new Map(),
      seen: new Set(),
      history: [],
      lastReceived: 0,
      lastMessageId: 0,
      offline: false,
    });
    const user = make(pair.user, pairIndex * 2);
    const admin = make(pair.admin, pairIndex * 2 + 1);
    user.partner = admin;
    admin.partner = user;
    return [user, admin];
  });
}

async function main(): Promise<void> {
  if (!hasRedisServer())
    throw new Error('chat-cluster: redis-server is not installed (apt-get install -y redis-server, as scripts/test.sh does)');
  const redis = await startTestRedis();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-chat-cluster-'));
  const shared = {
    databasePath: path.join(dir, 'bench.db'),
    uploadDir: path.join(dir, 'uploads'),
    jwtSecret: randomSecret(),
    chatBasicAuth: { user: 'bench', password: randomSecret() },
    redisUrl: redis.url,
  };
  const env = { BENCH_API_SHARED: JSON.stringify(shared) };
  const servers: BenchServer[] = [];
  let sides: Side[] = [];
  const guard = setTimeout(() => {
    console.error(`chat-cluster: time limit of ${settings.timeLimitMs} ms reached, stopping`);
    for (const side of sides) side.socket?.close();
    for (const server of servers) server.kill();
    void redis.stop().finally(() => process.exit(1));
  }, settings.timeLimitMs);
  try {
    const firstServer = new BenchServer(settings.sockets / 2, { env });
    servers.push(firstServer);
    const ready = await firstServer.ready();
    const secondServer = new BenchServer(0, { env });
    servers.push(secondServer);
    const first: Instance = { name: 'first', server: firstServer, baseUrl: ready.baseUrl };
    const second: Instance = { name: 'second', server: secondServer, baseUrl: (await secondServer.ready()).baseUrl };
    sides = makeSides(ready.pairs);
    const spread = (side: Side) => (side.index % 2 === 0 ? first : second);

    await place(sides, spread);
    await closedLoop(sides, WARM_UP_MESSAGES, send);
    const warmUp = takeCounts(sides);

    const sustainedMs = await steady(sides, settings.sustainedSeconds);
    const sustained = takeCounts(sides);

    const saturatedTwoMs = await closedLoop(sides, settings.saturatedMessages, send);
    const saturatedTwo = takeCounts(sides);
    await place(sides, () => first);
    const saturatedOneMs = await closedLoop(sides, settings.saturatedMessages, send);
    const saturatedOne = takeCounts(sides);

    await place(sides, spread);
    const onSecond = sides.filter((side) => side.instance === second);
    let killedAt = 0;
    const recoveredAt: number[] = [];
    const killMs = await steady(sides, settings.killSeconds, async (startedAt) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + (settings.killSeconds * 1000) / 3 - performance.now())));
      const dropped = onSecond.map(
        (side) =>
          new Promise<void>((resolve) =>
            side.socket!.once('disconnect', () => void recover(side, first).then((at) => resolve(void recoveredAt.push(at)))),
          ),
      );
      killedAt = performance.now();
      second.server.kill();
      await Promise.all(dropped);
    });
    const kill = takeCounts(sides);
    const storedMessages = await first.server.storedMessages();
    const sentMessages = sides.reduce((sum, side) => sum + side.nextSequence - 1, 0);
    const gaps = recoveredAt.map((at) => at - killedAt);

    const report = {
      load: {
        sockets: settings.sockets,
        instances: 2,
        spread: "each room's klobber on one instance, its admin on the other: every message crosses instances through Redis",
        adapter: '@socket.io/redis-adapter on a Redis server of this run',
      },
      sustained: {
        targetMessagesPerSecond: settings.sockets,
        seconds: settings.sustainedSeconds,
        achievedMessagesPerSecond: round((sustained.sent / sustainedMs) * 1000),
        ...sustained,
      },
      saturated: {
        twoInstances: { messagesPerSecond: round((saturatedTwo.sent / saturatedTwoMs) * 1000), ...saturatedTwo },
        oneInstance: { messagesPerSecond: round((saturatedOne.sent / saturatedOneMs) * 1000), ...saturatedOne },
      },
      killOneInstance: {
        seconds: settings.killSeconds,
        durationMs: round(killMs),
        socketsMoved: onSecond.length,
        reconnectGapMs: summary(gaps),
        ...kill,
      },
      storedMessages,
      sentMessages,
      historyInOrder: historyInOrder(sides),
      refusals: Object.fromEntries(refusals),
      node: process.version,
    };
    console.info(JSON.stringify(report, null, 2));
    const quietPhases = [warmUp, sustained, saturatedTwo, saturatedOne];
    const broken =
      quietPhases.some((phase) => phase.lost > 0 || phase.duplicatesDropped > 0 || phase.outOfOrder > 0) ||
      kill.acknowledgedLost > 0 ||
      kill.lost > 0 ||
      storedMessages !== sentMessages ||
      !report.historyInOrder;
    if (broken) {
      console.error('chat-cluster: a message was lost, stored twice or out of order');
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(guard);
    for (const side of sides) side.socket?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
