import { jwtExpiringAt, jwtWithoutExpiry } from './testing/jwt';
import { expiresWithin, tokenExpiresAt } from './token-expiry';

describe('token expiry', () => {
  test('reads exp of a JWT in ms', () => {
    expect(tokenExpiresAt(jwtExpiringAt(1_700_000_000))).toBe(1_700_000_000_000);
  });

  test('a token that is not a JWT has no known expiry', () => {
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(jwtWithoutExpiry())).toBeNull();
  });

  test('expiresWithin compares exp with now plus the margin; unknown expiry counts as expiring', () => {
    const now = 1_700_000_000_000;
    expect(expiresWithin(jwtExpiringAt(1_700_000_030), 20_000, now)).toBe(false);
    expect(expiresWithin(jwtExpiringAt(1_700_000_015), 20_000, now)).toBe(true);
    expect(expiresWithin('opaque', 20_000, now)).toBe(true);
  });
});
