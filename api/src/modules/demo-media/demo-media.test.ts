import { setUpTestApi } from '../../testing/index.js';

const running = setUpTestApi();

test('demo pictures of the seed data are served as SVG', async () => {
  const response = await fetch(`${running.baseUrl}/static/demo/company-logo-3.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('image/svg+xml');
  expect(await response.text()).toContain('aria-label="Company Logo 3"');
});

test('anything else under /static answers 404', async () => {
  for (const path of ['/static/demo/video/intro.mp4', '/static/demo/%2e%2e/secret.svg', '/static/other/x.svg']) {
    expect((await fetch(`${running.baseUrl}${path}`)).status).toBe(404);
  }
});
