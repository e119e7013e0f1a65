import { checkComposedRoutes, checkPublishedRoutes, checkShellRoutes, composedRouteList } from './published-routes';

const campaign = { path: '/UI-CISE2021', access: 'public', unit: 'coming-soon', sitemap: true };

test('a remote publishes absolute path patterns, each with an access class and one of its own units', () => {
  const list = { app: 'mf_company_landing', routes: [campaign, { path: '/scan-event', access: 'authenticated-only', unit: 'scan-event' }] };
  expect(checkPublishedRoutes('mf_company_landing', list)).toBe(list);
  expect(() => checkPublishedRoutes('mf_company_landing', { path: '/x' })).toThrow(
    'mf_company_landing/klob-routes.json holds no route list',
  );
  expect(() => checkPublishedRoutes('mf_search', list)).toThrow("mf_search/klob-routes.json is the list of 'mf_company_landing'");
});

test('every problem of a published list is named, with the route it is in', () => {
  const routes = [
    { path: 'UI', access: 'public', unit: 'coming-soon' },
    { path: '/UI', access: 'guest-only', unit: 'community-popup' },
    { path: '/job/:id', access: 'public', unit: 'campaign-page', sitemap: true },
  ];
  expect(() => checkPublishedRoutes('mf_company_landing', { app: 'mf_company_landing', routes })).toThrow(
    [
      "mf_company_landing route 0 (UI) has no path starting with '/'",
      "mf_company_landing route 1 (/UI) has access 'guest-only', not public | authenticated-only",
      "mf_company_landing route 1 (/UI) names no unit of mf_company_landing ('community-popup')",
      'mf_company_landing route 2 (/job/:id) is in the sitemap but has parameters',
    ].join('\n'),
  );
  // A data module is not a page.
  expect(() =>
    checkPublishedRoutes('mf_journey', { app: 'mf_journey', routes: [{ path: '/x', access: 'public', unit: 'build-info' }] }),
  ).toThrow("names no unit of mf_journey ('build-info')");
});

test("the shell's own list may hold guest-only routes and names no unit", () => {
  const list = { app: 'shell', routes: [{ path: '/login', access: 'guest-only', sitemap: true }] };
  expect(checkShellRoutes(list)).toBe(list);
  expect(() => checkShellRoutes({ app: 'shell', routes: [{ path: '/x', access: 'everyone' }] })).toThrow(
    "shell route 0 has access 'everyone', not public | guest-only | authenticated-only",
  );
});

test('a composed list keeps the remotes whose routes pass and names the ones it leaves out', () => {
  const { routes, problems } = checkComposedRoutes({
    mf_company_landing: [campaign],
    mf_search: [{ path: '/jobs', access: 'public', unit: 'nope' }],
  });
  expect(routes).toEqual({ mf_company_landing: [campaign] });
  expect(problems).toEqual(["mf_search route 0 (/jobs) names no unit of mf_search ('nope')"]);
  expect(composedRouteList(routes)).toEqual([{ remote: 'mf_company_landing', route: campaign }]);
});
