import type { FetchFunction } from '../transport';

/** A request as the fake api received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  statusText?: string;
  /** Sent as JSON unless `contentType` says otherwise. */
  body?: unknown;
  contentType?: string;
}

/** What a handler answers: a response, or a thrown error to fail like a network failure. */
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  fetch: jest.MockedFunction<FetchFunction>;
  requests: RecordedRequest[];
}

/** A tiny in-memory server behind a `fetch` mock (jsdom has no Response, so the answer is duck-typed). */
export function createFakeApi(handler: FakeHandler): FakeApi {
  const requests: RecordedRequest[] = [];
  const fetch = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async (url, init) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    requests.push(request);
    const answer = await handler(request);
    const contentType = answer.contentType ?? 'application/json; charset=utf-8';
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string' && !contentType.includes('json')
          ? answer.body
          : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: answer.statusText ?? '',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => text,
    } as unknown as Response;
  });
  return { fetch, requests };
}

/** Lets pending promise callbacks and zero-delay timers run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
