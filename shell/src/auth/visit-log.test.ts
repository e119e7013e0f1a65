import { HttpError, createKlobBus } from '@klob/shared';
import { createFakeHttpClient } from '@klob/shared/testing';
import { createShellStorage } from './shell-storage';
import { createVisitLog, PRELOGIN_LOG_PATH } from './visit-log';

function setUp(answer: object = { status: 200, result: { logId: 1, storedUrls: 10, userId: 'u1' } }) {
  window.localStorage.clear();
  const bus = createKlobBus();
  const service = createFakeHttpClient({ [`POST ${PRELOGIN_LOG_PATH}`]: answer });
  const shellStorage = createShellStorage();
  const visitLog = createVisitLog({ shellStorage, bus, service, userAgent: () => 'jest' });
  return { bus, service, shellStorage, visitLog };
}

describe('visit log (spec 1 §2.9, §3, §7)', () => {
  test('S1-2.9-27 utm_campaign, utm_source and utm_medium of a visited URL are stored locally', () => {
    const { visitLog } = setUp();
    visitLog.record('/contactus?utm_campaign=launch&utm_source=ig&utm_medium=social');
    expect(window.localStorage.getItem('utm_campaign')).toBe('launch');
    expect(window.localStorage.getItem('utm_source')).toBe('ig');
    expect(window.localStorage.getItem('utm_medium')).toBe('social');
  });

  test('S1-7-14 S1-7-15 S1-9-14 the pre-login log keeps at most the last 10 URLs, is sent with the new token and removed after the send', async () => {
    const { visitLog, service, shellStorage } = setUp();
    for (let page = 1; page <= 12; page += 1) visitLog.record(`/jobs?page=${page}`);
    expect(shellStorage.activityLog.read()?.listUrl).toHaveLength(10);

    await visitLog.sendAfterSignIn('id-token');
    const sent = service.requests.find((request) => request.url === PRELOGIN_LOG_PATH)?.data as Record<string, unknown>;
    expect(sent).toEqual(
      expect.objectContaining({
        token: 'id-token',
        totalClick: 12,
        userAgent: 'jest',
        preLogin1Url: '/jobs?page=3',
        preLogin2Url: '/jobs?page=4',
      }),
    );
    expect((sent.listUrl as { preLoginUrl: string }[]).map((url) => url.preLoginUrl)).toEqual(
      Array.from({ length: 10 }, (_, index) => `/jobs?page=${index + 3}`),
    );
    expect(window.localStorage.getItem('activityLog')).toBeNull();
  });

  test('signed-in visits are not logged; a failed send keeps the log for the next sign-in', async () => {
    const { visitLog, bus, shellStorage } = setUp(new HttpError(500, 'Server Error', null));
    visitLog.record('/faq');
    bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
    visitLog.record('/home');
    expect(shellStorage.activityLog.read()?.listUrl.map((url) => url.preLoginUrl)).toEqual(['/faq']);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await visitLog.sendAfterSignIn('id-token');
    expect(shellStorage.activityLog.read()).not.toBeNull();
  });
});
