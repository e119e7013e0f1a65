import { createAuthStorage, type StoredAuth } from './auth-storage';
import { LOCAL_STORAGE_KEYS } from '@klob/shared/constants';

const SIGNED_IN: StoredAuth = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', userId: 'u1', email: 'a@klob.id' };

beforeEach(() => window.localStorage.clear());

describe('auth storage', () => {
  test("S1-3-03 S1-3-27 the key 'auth' holds the access token, id token, userId and email", () => {
    createAuthStorage().write(SIGNED_IN);
    expect(JSON.parse(window.localStorage.getItem('auth') ?? 'null')).toEqual(SIGNED_IN);
    expect(LOCAL_STORAGE_KEYS.auth).toBe('auth');
  });

  test('reads back what it wrote and gives the id token', () => {
    const storage = createAuthStorage();
    storage.write(SIGNED_IN);
    expect(storage.read()).toEqual(SIGNED_IN);
    expect(storage.getIdToken()).toBe('id-1');
  });

  test.each([
    ['corrupt JSON', '{"idToken": "id-1",'],
    ['a JSON string', '"id-1"'],
    ['null', 'null'],
    ['a missing id token', JSON.stringify({ accessToken: 'a', userId: 'u', email: 'e' })],
    ['a non-string refresh token', JSON.stringify({ ...SIGNED_IN, refreshToken: 42 })],
  ])('%s reads as signed out', (_case, raw) => {
    window.localStorage.setItem('auth', raw);
    const storage = createAuthStorage();
    expect(storage.read()).toBeNull();
    expect(storage.getIdToken()).toBeNull();
  });

  test('a stored value without a refresh token is still a session', () => {
    const { refreshToken: _dropped, ...withoutRefresh } = SIGNED_IN;
    window.localStorage.setItem('auth', JSON.stringify(withoutRefresh));
    expect(createAuthStorage().read()).toEqual(withoutRefresh);
  });

  test('S1-4.1-02 clear removes the stored auth', () => {
    const storage = createAuthStorage();
    storage.write(SIGNED_IN);
    storage.clear();
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(storage.read()).toBeNull();
  });

  test('updateTokens replaces the id and access tokens and keeps the rest', () => {
    const storage = createAuthStorage();
    storage.write(SIGNED_IN);
    expect(storage.updateTokens({ idToken: 'id-2', accessToken: 'access-2' })).toEqual({
      ...SIGNED_IN,
      idToken: 'id-2',
      accessToken: 'access-2',
    });
    expect(storage.read()).toEqual({ ...SIGNED_IN, idToken: 'id-2', accessToken: 'access-2' });
  });

  test('updateTokens while signed out stores nothing', () => {
    const storage = createAuthStorage();
    expect(storage.updateTokens({ idToken: 'id-2', accessToken: 'access-2' })).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  test('a storage that throws on access reads as signed out', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: jest.fn(),
      removeItem: jest.fn(),
    };
    expect(createAuthStorage(blocked).read()).toBeNull();
  });
});
