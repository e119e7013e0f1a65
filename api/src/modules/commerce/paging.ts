import {
  TRANSACTION_PAGE_LENGTH,
  TRANSACTION_PAGE_START,
  type CommercePage,
  type CommercePageQuery,
} from '@klob/shared/api-contract/commerce';

export interface PageWindow {
  start: number;
  length: number;
}

/** spec 1 §9: start 0 and length 10 unless the client asks otherwise. */
export const pageWindow = (query: CommercePageQuery): PageWindow => ({
  start: query.start ?? TRANSACTION_PAGE_START,
  length: query.length ?? TRANSACTION_PAGE_LENGTH,
});

export const toPage = <T>(list: T[], total: number, { start, length }: PageWindow): CommercePage<T> => ({
  list,
  start,
  length,
  total,
  hasMore: start + list.length < total,
});
