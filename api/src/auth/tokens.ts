import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenUse = 'id' | 'access';

export interface TokenClaims {
  userId: string;
  email: string;
  use: TokenUse;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Resolves the claims, or `null` for an expired, forged or malformed token. */
  verify(token: string, expectedUse?: TokenUse): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, email, use }) {
      return new SignJWT({ email, token_use: use })
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
        const use = payload.token_use;
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || (use !== 'id' && use !== 'access')) return null;
        if (expectedUse && use !== expectedUse) return null;
        return { userId: payload.sub, email: payload.email, use };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
