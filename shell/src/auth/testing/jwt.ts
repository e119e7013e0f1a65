const base64Url = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT-shaped token whose `exp` is `expSeconds`; enough for reading the expiry. */
export const jwtExpiringAt = (expSeconds: number): string =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'u1', exp: expSeconds })}.signature`;

export const jwtWithoutExpiry = (): string => `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'u1' })}.signature`;
