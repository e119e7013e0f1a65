import type { InboxListQuery, InboxPage } from '@klob/shared/api-contract/inbox';
import { INBOX_PAGE_LENGTH, INBOX_PAGE_START } from '@klob/shared/api-contract/inbox';
import type { Db } from '../../db/database.js';
import { likeContains } from '../../db/like-contains.js';
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
  page(userId: string, query: InboxListQuery): InboxPage<Item>;
  unreadCount(userId: string): number;
  /** The item, marked read (opening an item reads it), or undefined when the user has none with that id. */
  open(userId: string, id: string): Item | undefined;
  /** Sets the read flag; answers the ids the user does not have (nothing changes then). */
  setRead(userId: string, ids: readonly string[], isRead: boolean): { missing: string[]; updated: number };
}

export function createInboxList<Row, Item>(db: Db, spec: InboxListSpec<Row, Item>): InboxList<Item> {
  const scope = spec.scope ? `AND ${spec.scope}` : '';
  const unread = db
    .prepare<[string], number>(`SELECT COUNT(*) FROM ${spec.table} AS t WHERE t.user_id = ? AND t.is_read = 0 ${scope}`)
    .pluck();
  const selectOne = db.prepare<[string, string], Row>(
    `SELECT ${spec.select} FROM ${spec.from} WHERE t.user_id = ? AND t.${spec.idColumn} = ? ${scope}`,
  );
  const markRead = db.prepare(`UPDATE ${spec.table} AS t SET is_read = ? WHERE t.user_id = ? AND t.${spec.idColumn} = ? ${scope}`);

  function filterOf(userId: string, query: InboxListQuery) {
    const conditions = ['t.user_id = ?'];
    const params: (string | number)[] = [userId];
    if (spec.scope) conditions.push(spec.scope);
    if (query.isRead !== undefined) {
      conditions.push('t.is_read = ?');
      params.push(query.isRead ? 1 : 0);
    }
    for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean)) {
      conditions.push(`(${spec.searchColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      params.push(...spec.searchColumns.map(() => likeContains(word)));
    }
    return { where: conditions.join(' AND '), params };
  }

  return {
    page(userId, query) {
      const window = startLengthWindow(query, { start: INBOX_PAGE_START, length: INBOX_PAGE_LENGTH });
      const { where, params } = filterOf(userId, query);
      const total =
        db
          .prepare<unknown[], number>(`SELECT COUNT(*) FROM ${spec.from} WHERE ${where}`)
          .pluck()
          .get(...params) ?? 0;
      const rows = db
        .prepare<unknown[], Row>(
          `SELECT ${spec.select} FROM ${spec.from} WHERE ${where} ORDER BY t.created_at DESC, t.${spec.idColumn} DESC LIMIT ? OFFSET ?`,
        )
        .all(...params, window.length, window.start);
      return { ...toStartLengthPage(rows.map(spec.toItem), total, window), totalUnread: unread.get(userId) ?? 0 };
    },
    unreadCount: (userId) => unread.get(userId) ?? 0,
    open(userId, id) {
      if (markRead.run(1, userId, id).changes === 0) return undefined;
      const row = selectOne.get(userId, id);
      return row && spec.toItem(row);
    },
    setRead(userId, ids, isRead) {
      const unique = [...new Set(ids)];
      const missing = unique.filter((id) => selectOne.get(userId, id) === undefined);
      if (missing.length > 0) return { missing, updated: 0 };
      const updated = db.transaction(() => unique.reduce((count, id) => count + markRead.run(isRead ? 1 : 0, userId, id).changes, 0))();
      return { missing: [], updated };
    },
  };
}
