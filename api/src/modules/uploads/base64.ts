/** A `data:...;base64,` prefix some clients keep in front of the bytes. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes standard base64 (padding optional), or null when the text is not base64 or holds nothing. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (body.length === 0 || !BASE64_BODY.test(body)) return null;
  const unpadded = body.replace(/=+$/, '');
  // A length of 4n+1 characters cannot come from whole bytes; padding must complete a group.
  if (unpadded.length % 4 === 1 || (body.length !== unpadded.length && body.length % 4 !== 0)) return null;
  const bytes = Buffer.from(body, 'base64');
  return bytes.length > 0 ? bytes : null;
}
