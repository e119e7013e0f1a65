import type { Db } from '../../db/database.js';
import type { Sql } from '../../db/sql.js';

/** The tables whose rows decide who may use a chat room, and the columns of them that matter. */
const WATCHED = [
  { table: 'company_admins', columns: null },
  { table: 'companies', columns: 'corporate_id, corporate_name, logo_url, has_chat' },
  { table: 'users', columns: 'user_id, first_name, last_name, profile_picture_url' },
  { table: 'chat_rooms', columns: null },
] as const;
const CHANGED_FUNCTION = 'klob_chat_access_changed';

const generations = new WeakMap<Db, () => number>();

/**
 * A number that changes whenever a row deciding chat access may have changed: company admins,
 * companies (name, logo, chat feature), users (name, picture) or rooms. Caches of access answers
 * (issue 11) keep an answer only while the number stays the same.
 *
 * Writes on this connection are seen by temporary triggers (they live only in this connection, so
 * other programs opening the database need no function of ours); writes by any other connection
 * change SQLite's `data_version`, read on every call.
 */
export function accessGenerationOf(db: Db): () => number {
  const known = generations.get(db);
  if (known) return known;
  let local = 0;
  db.function(CHANGED_FUNCTION, { varargs: false }, () => {
    local += 1;
    return null;
  });
  for (const { table, columns } of WATCHED) {
    for (const event of ['INSERT', 'DELETE', columns ? `UPDATE OF ${columns}` : 'UPDATE']) {
      const name = `${CHANGED_FUNCTION}_${table}_${event.split(' ')[0]?.toLowerCase()}`;
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.${table} BEGIN SELECT ${CHANGED_FUNCTION}(); END`);
    }
  }
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let lastDataVersion = dataVersion.get();
  let generation = 0;
  let seenLocal = local;
  const current = () => {
    const version = dataVersion.get();
    if (version !== lastDataVersion || local !== seenLocal) {
      lastDataVersion = version;
      seenLocal = local;
      generation += 1;
    }
    return generation;
  };
  generations.set(db, current);
  return current;
}

/** The access generation now: a number, or on PostgreSQL the answer of a query. */
export type AccessGeneration = () => number | Promise<number>;

/**
 * Answers computed once per key while the access generation stays the same. Failures (thrown) are
 * not kept. At most `maxEntries` answers are kept: a full cache starts again empty.
 */
export function createAccessCache<T>(generation: AccessGeneration, maxEntries: number) {
  let cachedGeneration = Number.NaN;
  const entries = new Map<string, T>();
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = await generation();
      if (now !== cachedGeneration || entries.size >= maxEntries) {
        entries.clear();
        cachedGeneration = now;
      }
      const known = entries.get(key);
      if (known !== undefined) return known;
      const value = await compute();
      // Kept only if nothing changed while it was read.
      if ((await generation()) === now && cachedGeneration === now) entries.set(key, value);
      return value;
    },
  };
}

const GENERATION_TABLE = 'chat_access_generation';

/**
 * The PostgreSQL side of migration 022-chat-access-generation: one row whose number every write to
 * the watched tables raises, in the writer's transaction, whichever instance or program writes.
 */
export const CHAT_ACCESS_GENERATION_POSTGRES = [
  `CREATE TABLE ${GENERATION_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), generation BIGINT NOT NULL);`,
  `INSERT INTO ${GENERATION_TABLE} (id, generation) VALUES (1, 0);`,
  `CREATE FUNCTION ${CHANGED_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN UPDATE ${GENERATION_TABLE} SET generation = generation + 1 WHERE id = 1; RETURN NULL; END $$;`,
  ...WATCHED.flatMap(({ table, columns }) =>
    ['INSERT', 'DELETE', columns ? `UPDATE OF ${columns}` : 'UPDATE'].map(
      (event) =>
        `CREATE TRIGGER ${CHANGED_FUNCTION}_${event.split(' ')[0]?.toLowerCase()} AFTER ${event} ON ${table}
           FOR EACH ROW EXECUTE FUNCTION ${CHANGED_FUNCTION}();`,
    ),
  ),
].join('\n');

/**
 * The access generation of the api's database. SQLite: changes seen by triggers and `data_version`
 * (above). PostgreSQL: the row the triggers of migration 022-chat-access-generation raise, read on
 * every call, so a change made through any instance is seen by every other at its next action.
 */
export function accessGenerationFor(ctx: { sql: Sql; sqlite?: Db }): AccessGeneration {
  if (ctx.sqlite) return accessGenerationOf(ctx.sqlite);
  const { sql } = ctx;
  return async () => (await sql.get<{ generation: number }>(`SELECT generation FROM ${GENERATION_TABLE} WHERE id = 1`))!.generation;
}
