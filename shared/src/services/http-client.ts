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

/** What a rejected call carries: the status (0 when there was no response) and the parsed body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `${status} ${statusText}`.trim(),
    );
  }
}
