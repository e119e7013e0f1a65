/**
 * The file as base64 for the upload body. FileReader encodes in the browser's own thread pool, so a
 * large file never blocks the page (issue 12: heavy work off the main thread).
 */
export function readAsBase64(file: Blob, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const abort = () => reader.abort();
    signal?.addEventListener('abort', abort, { once: true });
    reader.onload = () => {
      signal?.removeEventListener('abort', abort);
      const dataUrl = String(reader.result ?? '');
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = reader.onabort = () => {
      signal?.removeEventListener('abort', abort);
      reject(reader.error ?? new DOMException('aborted', 'AbortError'));
    };
    reader.readAsDataURL(file);
  });
}

/** A video file's real length in seconds, read from its metadata by the browser. */
export function readVideoDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = () => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      done();
      if (Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error('the video has no length'));
    };
    video.onerror = () => {
      done();
      reject(new Error('the video could not be read'));
    };
    video.src = url;
  });
}
