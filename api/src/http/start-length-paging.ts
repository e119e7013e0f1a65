import { Type } from '@sinclair/typebox';

/** Largest `start` a list call accepts: far beyond any list, small enough for SQLite's OFFSET. */
const MAX_START = 1_000_000;

/** A page asked for by `start` (0-based offset) and `length` (spec 1 §9: inbox and commerce lists). */
export interface StartLengthWindow {
  start: number;
  length: number;
}

/** What such a list answers: the items, the window, the total and whether more follow. */
export interface StartLengthPage<T> extends StartLengthWindow {
  list: T[];
  total: number;
  hasMore: boolean;
}

/** Query fields of a start/length list call; `maxLength` is the list's own limit. */
export const startLengthQueryFields = (maxLength: number) => ({
  start: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_START })),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLength })),
});

/** The window a query asks for, the list's defaults where it asks nothing. */
export const startLengthWindow = (query: { start?: number; length?: number }, defaults: StartLengthWindow): StartLengthWindow => ({
  start: query.start ?? defaults.start,
  length: query.length ?? defaults.length,
});

export const toStartLengthPage = <T>(list: T[], total: number, { start, length }: StartLengthWindow): StartLengthPage<T> => ({
  list,
  start,
  length,
  total,
  hasMore: start + list.length < total,
});
