import { expect, test } from '@playwright/test';
import { startAppVariant, type AppVariant } from '../../tools/platform/processes';
import { E2E_STATE_FILE } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';

/**
 * spec 1 §2.6: the reduced route mode. The shell reads /environment.json at start-up and its server
 * answers it per request from its environment, so a second server of the same shell build with
 * KLOB_ROUTE_SET=reduced (beside the running platform, on its api and remotes) is that mode: no
 * second platform, no rebuild.
 */
let reduced: AppVariant | undefined;

test.beforeAll(async () => {
  reduced = await startAppVariant(E2E_STATE_FILE, 'shell', { name: 'reduced-routes', env: { KLOB_ROUTE_SET: 'reduced' } });
});
test.afterAll(async () => {
  await reduced?.stop();
});

test('S1-2.6-08 with KLOB_ROUTE_SET=reduced only /prohirelps2024 is served and every other path falls back to it', async ({
  page,
  request,
}) => {
  const { url } = reduced!;
  expect(await (await request.get(`${url}/environment.json`)).json()).toMatchObject({ routeSet: 'reduced' });
  await page.goto(`${url}/prohirelps2024`);
  await expect(mainHeading(page)).toHaveText('LPS ProHire 2024');
  await expect(page.getByTestId('campaign-vacancy').getByRole('heading')).toHaveText('Analis Penjaminan Simpanan');
  for (const path of ['/', '/jobs', '/rekrutmen-bankjatim', '/klobfair2026', '/home/kloboard', '/tidak-ada']) {
    await page.goto(`${url}${path}`);
    await expect(page, path).toHaveURL(`${url}/prohirelps2024`);
    await expect(mainHeading(page)).toHaveText('LPS ProHire 2024');
  }
});

test('S1-2.6-08 without it the same build serves the whole route table', async ({ page, request }) => {
  expect(await (await request.get('/environment.json')).json()).not.toHaveProperty('routeSet');
  await page.goto('/rekrutmen-bankjatim');
  await expect(page).toHaveURL(/\/rekrutmen-bankjatim$/);
  await expect(mainHeading(page)).toHaveText('Rekrutmen Bank Jatim 2026');
  await page.goto('/prohirelps2024');
  await expect(mainHeading(page)).toHaveText('LPS ProHire 2024');
});
