/**
 * The api side of the chat round-trip benchmark (chat-roundtrip.ts forks it): the real api
 * (buildApi, every module, seeded temporary database, loopback only) in a process of its own, so
 * the load generator never shares its event loop. It adds `pairs` bench companies with the chat
 * feature, each with one admin, and as many bench users, signs an id token for every one of them,
 * and answers over IPC:
 *   -> { type: 'ready', baseUrl, pairs: [{ corporateId, admin, user }] }
 *   <- { type: 'count' }  -> { type: 'count', storedMessages }
 *   <- { type: 'cpu' }    -> { type: 'cpu', cpuMs } (the api process's CPU time so far, user + system)
 *   <- { type: 'stop' }   (stops the api and exits)
 * `pairs` 0 adds none: an instance beside the one that did (chat-cluster.ts), given BENCH_API_SHARED, the JSON of
 * the settings the instances share ({ databasePath, uploadDir, jwtSecret, chatBasicAuth, redisUrl }).
 * `node --cpu-prof` on this process (BENCH_API_CPU_PROF) profiles the api alone.
 */
import type { ApiConfig } from '../src/config.js';
import { startTestApi, type RunningTestApi } from '../src/testing/test-api.js';

export const BENCH_ID_PREFIX = 'BENCH-';
/** Bench users cannot log in: their hash is no bcrypt hash. */
const NO_LOGIN_HASH = 'bench-user-without-password';

export interface BenchIdentity {
  userId: string;
  token: string;
}
export interface BenchPair {
  corporateId: string;
  /** The company's only admin. */
  admin: BenchIdentity;
  /** The klobber chatting with that company. */
  user: BenchIdentity;
}
export type ServerMessage =
  { type: 'ready'; baseUrl: string; pairs: BenchPair[] } | { type: 'count'; storedMessages: number } | { type: 'cpu'; cpuMs: number };
export type ControlMessage = { type: 'count' } | { type: 'cpu' } | { type: 'stop' };

const padded = (index: number) => String(index + 1).padStart(4, '0');

function createBenchAccounts(running: RunningTestApi, pairCount: number) {
  const { db } = running.api;
  const insertUser = db.prepare(
    'INSERT INTO users (user_id, email, password_hash, first_name, last_name, confirmed) VALUES (?, ?, ?, ?, ?, 1)',
  );
  const insertCompany = db.prepare('INSERT INTO companies (corporate_id, corporate_name, slug, has_chat) VALUES (?, ?, ?, 1)');
  const insertAdmin = db.prepare('INSERT INTO company_admins (user_id, corporate_id) VALUES (?, ?)');
  const accounts = Array.from({ length: pairCount }, (_, index) => ({
    corporateId: `CORP-${BENCH_ID_PREFIX}${padded(index)}`,
    adminId: `USR-${BENCH_ID_PREFIX}ADMIN-${padded(index)}`,
    userId: `USR-${BENCH_ID_PREFIX}USER-${padded(index)}`,
  }));
  db.transaction(() => {
    for (const { corporateId, adminId, userId } of accounts) {
      insertCompany.run(corporateId, `Bench Company ${corporateId}`, corporateId.toLowerCase());
      for (const id of [adminId, userId]) insertUser.run(id, `${id.toLowerCase()}@bench.klob.test`, NO_LOGIN_HASH, 'Bench', id);
      insertAdmin.run(adminId, corporateId);
    }
  })();
  return accounts;
}

async function identity(running: RunningTestApi, userId: string): Promise<BenchIdentity> {
  const { tokens, sessions } = running.api.ctx;
  const token = await tokens.sign({
    userId,
    email: `${userId.toLowerCase()}@bench.klob.test`,
    use: 'id',
    sessionId: await sessions.start(userId),
  });
  return { userId, token };
}

async function serve(): Promise<void> {
  const pairCount = Number.parseInt(process.argv[2] ?? '', 10);
  if (!Number.isInteger(pairCount) || pairCount < 0) throw new Error('chat-roundtrip-server: the number of pairs is missing');
  const shared = process.env.BENCH_API_SHARED ? (JSON.parse(process.env.BENCH_API_SHARED) as Partial<ApiConfig>) : {};
  const running = await startTestApi({ config: shared });
  const send = (message: ServerMessage) => process.send?.(message);
  const countStored = running.api.db.prepare<[string], number>('SELECT COUNT(*) FROM chat_messages WHERE room_id LIKE ?').pluck();
  process.on('message', (message: ControlMessage) => {
    if (message.type === 'count') send({ type: 'count', storedMessages: countStored.get(`CORP-${BENCH_ID_PREFIX}%`) ?? 0 });
    else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', cpuMs: (user + system) / 1000 });
    } else void running.stop().finally(() => process.exit(0));
  });
  // The load generator going away (killed, crashed) takes the api with it.
  process.on('disconnect', () => void running.stop().finally(() => process.exit(0)));

  const accounts = createBenchAccounts(running, pairCount);
  const pairs = await Promise.all(
    accounts.map(async ({ corporateId, adminId, userId }) => ({
      corporateId,
      admin: await identity(running, adminId),
      user: await identity(running, userId),
    })),
  );
  send({ type: 'ready', baseUrl: running.baseUrl, pairs });
}

if (process.send) await serve();
