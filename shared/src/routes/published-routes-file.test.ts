import { publishedRoutesFile } from './published-routes';

test("a remote's build writes its checked routes; the shell's its own list", () => {
  const routes = [{ path: '/jobs', access: 'public' as const, unit: 'jobs-page', sitemap: true }];
  expect(JSON.parse(publishedRoutesFile('mf_search', routes))).toEqual({ app: 'mf_search', routes });
  const shell = [{ path: '/login', access: 'guest-only' as const }];
  expect(JSON.parse(publishedRoutesFile('shell', shell))).toEqual({ app: 'shell', routes: shell });
});

test('a route list the shell would refuse fails the build, naming the route and the problem', () => {
  expect(() => publishedRoutesFile('mf_search', [{ path: '/jobs', access: 'guest-only', unit: 'jobs-page' } as never])).toThrow(
    "mf_search route 0 (/jobs) has access 'guest-only', not public | authenticated-only",
  );
  expect(() => publishedRoutesFile('mf_search', [{ path: '/jobs', access: 'public', unit: 'journey-page' } as never])).toThrow(
    "mf_search route 0 (/jobs) names no unit of mf_search ('journey-page')",
  );
});
