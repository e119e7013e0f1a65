/** What `fetch` and `XMLHttpRequest` both accept as a body, sent untouched. */
type PassThroughBody = FormData | Blob | URLSearchParams | ArrayBuffer;

export interface EncodedBody {
  body: PassThroughBody | string | undefined;
  /** Set when the body was serialised here (JSON); the browser sets it for the others. */
  contentType?: string;
}

const JSON_CONTENT_TYPE = 'application/json';

function isPassThrough(data: unknown): data is PassThroughBody {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  );
}

/** FormData, Blob and binary bodies go as they are (uploads, spec 3 §7); anything else as JSON. */
export function encodeBody(data: unknown): EncodedBody {
  if (data === undefined) return { body: undefined };
  if (isPassThrough(data)) return { body: data };
  return { body: JSON.stringify(data), contentType: JSON_CONTENT_TYPE };
}
