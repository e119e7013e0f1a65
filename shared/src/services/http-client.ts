export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;

const codeOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' && body.code !== '' ? body.code : null;

/**
 * What a rejected call carries: the status (0 when there was no response), the parsed body
 * and the body's `code` (issue 6: what a refusal means, `ACCESS_ERROR_CODES`; null without one).
 */
export class HttpError extends Error {
  readonly code: string | null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? `${status} ${statusText}`.trim());
    this.code = codeOf(body);
  }
}
