export { createFetchClient, type FetchClientOptions } from './fetch-client';
export type { FetchFunction } from './transport';
export { DEFAULT_FETCH_TIMEOUT_MS } from './request-deadline';
