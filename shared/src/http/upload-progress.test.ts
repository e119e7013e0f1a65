import { HttpError } from '../services/http-client';
import { createFetchClient } from './fetch-client';

/** Just enough of XMLHttpRequest for the client; the test plays the network. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sentBody: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  private contentType: string | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, statusText: string, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.statusText = statusText;
    this.contentType = 'application/json';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploadClient() {
  const xhr = new FakeXhr();
  const fetch = jest.fn();
  const client = createFetchClient({
    baseUrl: 'http://api.test',
    fetch,
    getHeaders: () => ({ Authorization: 'id-token' }),
    createXhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { client, xhr, fetch };
}

describe('uploads with progress (spec 3 §7)', () => {
  test('a request with onUploadProgress goes through XMLHttpRequest and reports 0..1', async () => {
    const { client, xhr, fetch } = uploadClient();
    const progress: number[] = [];
    const form = new FormData();

    const pending = client.post('/rest/upload', form, {
      params: { folder: 'cv' },
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, 'OK', { result: { url: '/files/1' } });

    await expect(pending).resolves.toEqual({ result: { url: '/files/1' } });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(fetch).not.toHaveBeenCalled();
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://api.test/rest/upload?folder=cv', sentBody: form });
    expect(xhr.headers.Authorization).toBe('id-token');
  });

  test('a failed upload rejects with an HttpError', async () => {
    const { client, xhr } = uploadClient();
    const pending = client.post('/rest/upload', new FormData(), { onUploadProgress: () => undefined });
    xhr.answer(413, 'Payload Too Large', { message: 'too big' });
    await expect(pending).rejects.toEqual(expect.objectContaining({ status: 413, body: { message: 'too big' } }));
    await expect(pending).rejects.toBeInstanceOf(HttpError);
  });

  test('S1-8.1-09 an upload without a response rejects like a fetch network failure', async () => {
    const { client, xhr } = uploadClient();
    const pending = client.post('/rest/upload', new FormData(), { onUploadProgress: () => undefined });
    xhr.onerror?.();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });

  test('aborting the signal aborts the upload', async () => {
    const { client } = uploadClient();
    const controller = new AbortController();
    const pending = client.post('/rest/upload', new FormData(), { signal: controller.signal, onUploadProgress: () => undefined });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
