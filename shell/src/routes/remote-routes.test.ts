import { matchRemoteRoute, type RemoteRoutes } from './remote-routes';

const routes: RemoteRoutes = {
  list: [
    { remote: 'mf_search', route: { path: '/companies', access: 'public', unit: 'companies-page' } },
    { remote: 'mf_journey', route: { path: '/companies/:dynamicParameter', access: 'public', unit: 'journey-page' } },
    { remote: 'mf_journey', route: { path: '/home/:section', access: 'authenticated-only', unit: 'journey-page' } },
    { remote: 'mf_journey', route: { path: '/home/kloboard', access: 'authenticated-only', unit: 'journey-page' } },
    { remote: 'mf_company_landing', route: { path: '/AO-BankJatim', access: 'public', unit: 'campaign-page' } },
  ],
  unavailable: [],
};

test("a path finds the remote's published route, its unit and the params its pattern names", () => {
  expect(matchRemoteRoute('/companies', routes)?.unit).toEqual({ remote: 'mf_search', unit: 'companies-page' });
  expect(matchRemoteRoute('/companies/CORP-A', routes)).toMatchObject({
    unit: { remote: 'mf_journey', unit: 'journey-page' },
    params: { dynamicParameter: 'CORP-A' },
  });
});

test('a literal segment wins over a parameter, whatever the order of the lists', () => {
  expect(matchRemoteRoute('/home/kloboard', routes)?.params).toEqual({});
  expect(matchRemoteRoute('/home/klob-meter', routes)?.params).toEqual({ section: 'klob-meter' });
});

test('paths are matched case-sensitively and whole: anything else is no remote route', () => {
  expect(matchRemoteRoute('/ao-bankjatim', routes)).toBeNull();
  expect(matchRemoteRoute('/AO-BankJatim/x', routes)).toBeNull();
  expect(matchRemoteRoute('/no-such-page', routes)).toBeNull();
});
