import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenUse = 'id' | 'access';

export interface TokenClaims {
  userId: string;
  email: string;
  use: TokenUse;
  /** The sign-in session the token belongs to (claim `sid`); the token dies with it. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Resolves the claims, or `null` for an expired, forged or malformed token, or one whose session ended. */
  verify(token: string, expectedUse?: TokenUse): Promise<TokenClaims | null>;
}

export interface TokenServiceOptions {
  secret: string;
  ttlSeconds: number;
  /** Whether the session `sid` of user `sub` is still open (checked on every verify). */
  isSessionActive(sessionId: string, userId: string): Promise<boolean>;
}

export function createTokenService({ secret, ttlSeconds, isSessionActive }: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, email, use, sessionId }) {
      return new SignJWT({ email, token_use: use, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token, expectedUse) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, email, token_use: use, sid } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || (use !== 'id' && use !== 'access')) {
          return null;
        }
        if (expectedUse && use !== expectedUse) return null;
        if (!(await isSessionActive(sid, sub))) return null;
        return { userId: sub, email, use, sessionId: sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
