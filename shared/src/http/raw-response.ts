import { HttpError } from '../services/http-client';

/** What the client needs of an answer, whether it came through `fetch` or `XMLHttpRequest`. */
export interface RawResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  text: string;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** JSON answers are parsed (an unparsable one stays text); anything else is text; an empty body is undefined. */
export function parseBody({ contentType, text }: RawResponse): unknown {
  if (text === '') return undefined;
  if (!contentType?.toLowerCase().includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The parsed body of a 2xx answer; any other status rejects with an HttpError carrying the body. */
export function settleResponse<T>(response: RawResponse): T {
  const body = parseBody(response);
  if (!isSuccess(response.status)) throw new HttpError(response.status, response.statusText, body);
  return body as T;
}
