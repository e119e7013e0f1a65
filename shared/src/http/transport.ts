import type { EncodedBody } from './request-body';
import type { RawResponse } from './raw-response';

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: EncodedBody['body'];
  signal?: AbortSignal;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Sends through `fetch`; a network failure rejects with fetch's own error. */
export async function sendWithFetch(fetchFunction: FetchFunction, request: TransportRequest): Promise<RawResponse> {
  const response = await fetchFunction(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The same error `fetch` gives for a network failure, so callers see one shape either way. */
const networkError = (): TypeError => new TypeError('Network request failed');
const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Sends through XMLHttpRequest, which unlike `fetch` reports upload progress
 * (spec 3 §7: uploads show their progress). `onUploadProgress` gets 0..1.
 */
export function sendWithXhr(
  createXhr: () => XMLHttpRequest,
  request: TransportRequest,
  onUploadProgress: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const abort = () => xhr.abort();
    const cleanUp = () => request.signal?.removeEventListener('abort', abort);

    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress(1);
    xhr.onload = () => {
      cleanUp();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type'),
        text: xhr.responseText,
      });
    };
    xhr.onerror = () => {
      cleanUp();
      reject(networkError());
    };
    xhr.onabort = () => {
      cleanUp();
      reject(abortError());
    };
    request.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body ?? null);
  });
}
