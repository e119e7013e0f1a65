export { createFetchClient, type FetchClientOptions } from './fetch-client';
export type { FetchFunction } from './transport';
