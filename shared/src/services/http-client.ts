export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Gives the call up after this many ms (the client's default unless given; 0 = never). */
  timeoutMs?: number;
  /** Called with 0..1 while the request body is sent (uploads, spec 3 §7). */
  onUploadProgress?: (fraction: number) => void;
}

/** The generic GET/POST helpers of spec 1 §7: url, params and data. Resolves the parsed JSON body. */
export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions & { data?: unknown }): Promise<T>;
}

// One HttpError for the api and every client (docs/ARCHITECTURE.md "One of each concept").
export { HttpError } from '../api-contract/envelope';
