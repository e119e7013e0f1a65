import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged } from '@klob/shared/api-contract/content';

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

export function toPaged<T>(items: T[], totalItems: number, window: PageWindow): Paged<T> {
  return { items, page: window.page, size: window.size, totalItems, totalPages: Math.ceil(totalItems / window.size) };
}

/** Escapes LIKE wildcards so a keyword matches literally (used with ESCAPE '\\'). */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
