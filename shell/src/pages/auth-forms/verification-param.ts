/** spec 1 §4.1: the verification step's URL parameter holding userId, message and email, base64-encoded. */
export const VERIFICATION_DATA_PARAM = 'data';

/** The data parameter of the verification step (spec 1 §4.1). */
export interface VerificationParam {
  userId: string;
  message: string;
  email: string;
}
export const VERIFICATION_PATH = '/verification';

const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (base64: string): string => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

export function encodeVerificationParam(param: VerificationParam): string {
  return toBase64(JSON.stringify({ userId: param.userId, message: param.message, email: param.email }));
}

/** The decoded parameter, or null when it is missing or not what the shell wrote. */
export function decodeVerificationParam(encoded: string | null): VerificationParam | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64(encoded));
    if (typeof value !== 'object' || value === null) return null;
    const { userId, message, email } = value as Record<string, unknown>;
    if (typeof email !== 'string' || email === '') return null;
    return { userId: typeof userId === 'string' ? userId : '', message: typeof message === 'string' ? message : '', email };
  } catch {
    return null;
  }
}

export const verificationUrl = (param: VerificationParam): string =>
  `${VERIFICATION_PATH}?${new URLSearchParams({ [VERIFICATION_DATA_PARAM]: encodeVerificationParam(param) }).toString()}`;
