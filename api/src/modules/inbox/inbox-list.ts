import type { InboxListQuery, InboxPage } from '@klob/shared/api-contract/inbox';
import { INBOX_PAGE_LENGTH, INBOX_PAGE_START } from '@klob/shared/api-contract/inbox';
import { likeContains, likeIgnoringCase } from '../../db/like-contains.js';
import { getValue, type Sql } from '../../db/sql.js';
import { startLengthWindow, toStartLengthPage } from '../../http/start-length-paging.js';

/**
 * One inbox list: where its rows live and how a row becomes an item. Every SQL
 * fragment here is a constant of this module, never client text.
 */
export interface InboxListSpec<Row, Item> {
  table: string;
  idColumn: string;
  /** Extra condition on the table (aliased `t`), e.g. the notification category. */
  scope?: string;
  /** FROM clause aliasing the table as `t`, with joins when an item needs them. */
  from: string;
  select: string;
  searchColumns: readonly string[];
  toItem(row: Row): Item;
}

export interface InboxList<Item> {
  page(userId: string, query: InboxListQuery): Promise<InboxPage<Item>>;
  unreadCount(userId: string): Promise<number>;
  /** The item, marked read (opening an item reads it), or undefined when the user has none with that id. */
  open(userId: string, id: string): Promise<Item | undefined>;
  /** Sets the read flag; answers the ids the user does not have (nothing changes then). */
  setRead(userId: string, ids: readonly string[], isRead: boolean): Promise<{ missing: string[]; updated: number }>;
}

export function createInboxList<Row, Item>(sql: Sql, spec: InboxListSpec<Row, Item>): InboxList<Item> {
  const scope = spec.scope ? `AND ${spec.scope}` : '';
  const unreadCount = async (userId: string) =>
    (await getValue<number>(sql, `SELECT COUNT(*) FROM ${spec.table} AS t WHERE t.user_id = ? AND t.is_read = 0 ${scope}`, [userId])) ?? 0;
  const selectOne = (db: Sql, userId: string, id: string) =>
    db.get<Row>(`SELECT ${spec.select} FROM ${spec.from} WHERE t.user_id = ? AND t.${spec.idColumn} = ? ${scope}`, [userId, id]);
  const markRead = (db: Sql, isRead: boolean, userId: string, id: string) =>
    db.run(`UPDATE ${spec.table} AS t SET is_read = ? WHERE t.user_id = ? AND t.${spec.idColumn} = ? ${scope}`, [
      isRead ? 1 : 0,
      userId,
      id,
    ]);

  function filterOf(userId: string, query: InboxListQuery) {
    const conditions = ['t.user_id = ?'];
    const params: (string | number)[] = [userId];
    if (spec.scope) conditions.push(spec.scope);
    if (query.isRead !== undefined) {
      conditions.push('t.is_read = ?');
      params.push(query.isRead ? 1 : 0);
    }
    for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean)) {
      conditions.push(`(${spec.searchColumns.map((column) => likeIgnoringCase(column)).join(' OR ')})`);
      params.push(...spec.searchColumns.map(() => likeContains(word)));
    }
    return { where: conditions.join(' AND '), params };
  }

  return {
    async page(userId, query) {
      const window = startLengthWindow(query, { start: INBOX_PAGE_START, length: INBOX_PAGE_LENGTH });
      const { where, params } = filterOf(userId, query);
      const total = (await getValue<number>(sql, `SELECT COUNT(*) FROM ${spec.from} WHERE ${where}`, params)) ?? 0;
      const rows = await sql.all<Row>(
        `SELECT ${spec.select} FROM ${spec.from} WHERE ${where} ORDER BY t.created_at DESC, t.${spec.idColumn} DESC LIMIT ? OFFSET ?`,
        [...params, window.length, window.start],
      );
      return { ...toStartLengthPage(rows.map(spec.toItem), total, window), totalUnread: await unreadCount(userId) };
    },
    unreadCount,
    async open(userId, id) {
      if ((await markRead(sql, true, userId, id)).changes === 0) return undefined;
      const row = await selectOne(sql, userId, id);
      return row && spec.toItem(row);
    },
    async setRead(userId, ids, isRead) {
      const unique = [...new Set(ids)];
      return sql.transaction(async (tx) => {
        const missing: string[] = [];
        for (const id of unique) if ((await selectOne(tx, userId, id)) === undefined) missing.push(id);
        if (missing.length > 0) return { missing, updated: 0 };
        let updated = 0;
        for (const id of unique) updated += (await markRead(tx, isRead, userId, id)).changes;
        return { missing: [], updated };
      });
    },
  };
}
