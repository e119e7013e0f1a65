import { buildRequestUrl, isOnOriginOf, toQueryString } from './request-url';

describe('buildRequestUrl', () => {
  test('S1-7-26 S3-7-08 a generic helper call is built from the url and its params', () => {
    expect(buildRequestUrl('/api', '/rest/open/mus01/findByEmailLogin', { emailLogin: 'klobber@klob.id' })).toBe(
      '/api/rest/open/mus01/findByEmailLogin?emailLogin=klobber%40klob.id',
    );
    expect(buildRequestUrl('http://localhost:4000/', 'rest/open/page/event/master/project')).toBe(
      'http://localhost:4000/rest/open/page/event/master/project',
    );
  });

  test('params are added to a url that already has a query; absolute urls keep their origin', () => {
    expect(buildRequestUrl('', '/rest/page/klobnco/detail/vacancy/clickapply?klobVacancyCode=V1', { page: 2 })).toBe(
      '/rest/page/klobnco/detail/vacancy/clickapply?klobVacancyCode=V1&page=2',
    );
    expect(buildRequestUrl('/api', 'https://chat.klob.id/v1/chat/history/klobers', { userId: 'U1' })).toBe(
      'https://chat.klob.id/v1/chat/history/klobers?userId=U1',
    );
  });
});

describe('toQueryString', () => {
  test('leaves out null and undefined, repeats arrays, writes numbers and booleans', () => {
    expect(
      toQueryString({ q: 'data analyst', work_model: ['remote', 'hybrid'], page: 0, open: false, empty: null, missing: undefined }),
    ).toBe('q=data+analyst&work_model=remote&work_model=hybrid&page=0&open=false');
    expect(toQueryString()).toBe('');
  });
});

describe('isOnOriginOf (issue 6, hole 8)', () => {
  // jsdom's page is http://localhost/.
  test('a path is on the origin of any base; with the page as base, only the page origin is', () => {
    expect(isOnOriginOf('/rest/page/profile', '')).toBe(true);
    expect(isOnOriginOf('rest/page/profile', 'http://localhost')).toBe(true);
    expect(isOnOriginOf('http://localhost/v1/chat/history/klobers?userId=U1', '')).toBe(true);
    expect(isOnOriginOf(`${window.location.origin}/rest/x`, window.location.origin)).toBe(true);
  });

  test('another scheme, host or port, or a scheme-relative url to another host, is another origin', () => {
    for (const url of [
      'https://localhost/rest/x',
      'http://localhost:4000/rest/x',
      'http://localhost.evil.test/rest/x',
      'https://chat.klob.id/v1/chat/history/klobers',
      '//evil.test/rest/x',
      'data:text/plain,x',
    ]) {
      expect([url, isOnOriginOf(url, '')]).toEqual([url, false]);
    }
  });

  test('with an absolute base, its origin counts, not the page', () => {
    expect(isOnOriginOf('http://api.test/rest/x', 'http://api.test/')).toBe(true);
    expect(isOnOriginOf('http://localhost/rest/x', 'http://api.test')).toBe(false);
  });
});
