import { expect, test, type Page } from '@playwright/test';
import { LANDING_PATHS, type EventCompany, type EventSession } from '@klob/shared/api-contract/platform';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';

const eventTabs = (page: Page) => page.getByTestId('event-page').getByRole('navigation').getByRole('link');

test('S2-2-45 S2-2-46 S2-2-47 S2-2-48 S2-2-49 S2-2-50 S2-2-51 S2-2-52 S1-2.6-01 S1-2.6-02 an event of each type has the tabs of its type on each of its pages', async ({
  page,
}) => {
  const expected: Record<string, string[]> = {
    // klobfair with a package: all four tabs.
    klobfair2026: ['Beranda', 'Lowongan Kerja', 'Kelas Daring', 'Paket Promo'],
    // kfaas without a package: the promo tab (Bazaar) hidden.
    'nusantara-career-days': ['Beranda', 'Job', 'Webinar'],
    // restricted-kfaas: no Job tab, no package.
    'bali-hospitality-talent': ['Beranda', 'Opening Session'],
    'wisuda-virtual-2026': ['Beranda', 'Daftar Wisuda Virtual', 'Bazaar'],
  };
  for (const [subdomain, labels] of Object.entries(expected)) {
    for (const path of [`/${subdomain}`, `/${subdomain}/home`, `/${subdomain}/webinar`]) {
      await page.goto(path);
      await expect(eventTabs(page), path).toHaveText(labels);
    }
  }
  await page.goto('/klobfair2026/career');
  await expect(eventTabs(page).and(page.locator('[aria-current="page"]'))).toHaveText('Lowongan Kerja');
  await page.goto('/klobfair2026/learning');
  await expect(page.getByTestId('event-package')).toContainText('Paket Premium Klobfair');
  await expect(page.getByTestId('event-package')).toContainText('Rp 149.000');
});

test('S1-1-05 the job fair home: the countdown to a future start, the running fair live, and the booths of the api', async ({
  page,
  request,
}) => {
  await page.goto('/nusantara-career-days');
  await expect(mainHeading(page)).toHaveText('Nusantara Digital Career Days');
  const countdown = page.getByTestId('event-countdown');
  await expect(countdown.getByTestId('countdown-days').locator('strong')).toHaveText(/^(9|10)$/);
  const seconds = countdown.getByTestId('countdown-seconds').locator('strong');
  const first = await seconds.innerText();
  await expect(seconds).not.toHaveText(first);

  const booths: EventCompany[] = (
    await (await request.get(`${API_URL}${LANDING_PATHS.eventCompanies}`, { params: { subdomain: 'klobfair2026' } })).json()
  ).result;
  await page.goto('/klobfair2026/home');
  await expect(page.getByTestId('event-countdown')).toContainText('Acara sedang berlangsung');
  await expect(page.getByTestId('event-booth').getByRole('heading', { level: 3 })).toHaveText(booths.map((booth) => booth.corporateName));
  const firstBooth = page.getByTestId('event-booth').first();
  const texts = await translationsFromApi(request, DEFAULT_LANGUAGE, 'company-landing');
  await firstBooth.getByRole('button', { name: textAt(texts, 'event.showVacancies') }).click();
  await expect(firstBooth.getByTestId('campaign-vacancy')).toHaveCount(booths[0]!.totalVacancies);

  // Tabs switch in place.
  await eventTabs(page).filter({ hasText: 'Lowongan Kerja' }).click();
  await expect(page).toHaveURL(/\/klobfair2026\/career$/);
  await expect(page.getByTestId('event-booth').first().getByTestId('campaign-vacancy').first()).toBeVisible();
});

test("the sessions tab lists the event's sessions of the api; the graduation variant's registration tab its ceremonies", async ({
  page,
  request,
}) => {
  for (const [subdomain, path] of [
    ['klobfair2026', '/klobfair2026/webinar'],
    ['wisuda-virtual-2026', '/wisuda-virtual-2026/career'],
  ] as const) {
    const sessions: EventSession[] = (
      await (await request.get(`${API_URL}${LANDING_PATHS.eventSessions}`, { params: { subdomain } })).json()
    ).result;
    expect(sessions.length).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page.getByTestId('event-session').getByRole('heading')).toHaveText(sessions.map((session) => session.title));
  }
});
