import { GUEST_ONLY_PATHS, isRecruiterPage, routesOfBuild, SHELL_ROUTES, shellPublishedRoutes, UI_GALLERY_PATH } from './route-table';

test('the guest-only set is derived from the route table: the landing, the sign-in pages and the providers’ return routes', () => {
  expect(GUEST_ONLY_PATHS).toEqual(['/', '/login', '/login-test', '/daftar', '/verification', '/forgotpassword', '/linkedin', '/sso']);
});

test('every path of the route table is listed once', () => {
  const paths = SHELL_ROUTES.map(({ path }) => path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('a production build routes and publishes no development page; a development build routes the UI gallery', () => {
  expect(routesOfBuild(SHELL_ROUTES, true).map(({ path }) => path)).not.toContain(UI_GALLERY_PATH);
  expect(routesOfBuild(SHELL_ROUTES, false).map(({ path }) => path)).toContain(UI_GALLERY_PATH);
  expect(shellPublishedRoutes().map(({ path }) => path)).not.toContain(UI_GALLERY_PATH);
});

test("the shell publishes its own pages with their access class, the sitemap page's among them flagged, and no remote's page", () => {
  const published = shellPublishedRoutes();
  expect(published).toContainEqual({ path: '/', access: 'guest-only', sitemap: true });
  expect(published).toContainEqual({ path: '/faq', access: 'public', sitemap: true });
  expect(published).toContainEqual({ path: '/invitationlink/:id', access: 'public' });
  expect(published).toContainEqual({ path: '/klobforbusiness', access: 'public', sitemap: true, recruiter: true });
  expect(published).toContainEqual({ path: '/home', access: 'public' });
  for (const remotePath of ['/jobs', '/klob-journey', '/home/kloboard', '/prohirelps2024']) {
    expect(published.map(({ path }) => path)).not.toContain(remotePath);
  }
});

test('recruiter mode comes from the route table’s flag (exact paths)', () => {
  expect(isRecruiterPage('/klobforbusiness')).toBe(true);
  expect(isRecruiterPage('/faq')).toBe(false);
  expect(isRecruiterPage('/klobforbusiness/x')).toBe(false);
});
