import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged } from '@klob/shared/api-contract/content';
import { getValue, type Sql } from '../../db/sql.js';

/** Query fields of the paged list calls: 1-based page, size up to MAX_PAGE_SIZE. */
export const pagingQueryFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export interface PageWindow {
  page: number;
  size: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: { page?: number; size?: number }): PageWindow {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
}

function toPaged<T>(items: T[], totalItems: number, window: PageWindow): Paged<T> {
  return { items, page: window.page, size: window.size, totalItems, totalPages: Math.ceil(totalItems / window.size) };
}

/** `WHERE a AND b ...`, or nothing without conditions. */
export const whereAll = (conditions: readonly string[]): string => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** A list query in parts; every fragment is a constant of its store, values go in `params` (named). */
export interface ListQuery {
  select: string;
  from: string;
  where: string;
  orderBy: string;
  params: Record<string, unknown>;
}

/** One page of a list: the rows of the window, each made an item, and the count of the whole list. */
export async function selectPage<Row, Item>(
  db: Sql,
  query: ListQuery,
  window: PageWindow,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const { select, from, where, orderBy, params } = query;
  const total = (await getValue<number>(db, `SELECT COUNT(*) ${from} ${where}`, params)) ?? 0;
  const rows = await db.all<Row>(`SELECT ${select} ${from} ${where} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`, {
    ...params,
    limit: window.limit,
    offset: window.offset,
  });
  return toPaged(rows.map(toItem), total, window);
}
