import { expect, test } from '@playwright/test';
import { MAX_PAGE_SIZE } from '@klob/shared/api-contract/content';
import { LANDING_PATHS } from '@klob/shared/api-contract/platform';
import { DEMO_ACCOUNTS, loginForm } from '../support/auth';
import { campaignPagesFromSource } from '../support/campaign-pages';
import { API_URL, SHELL_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { SPEC_CAMPAIGN_PATHS } from '../support/routes';

const pages = await campaignPagesFromSource();
// spec 1 §2.5's sixteen pages, in two halves (one rule each).
const SIXTEEN_PATHS_A = SPEC_CAMPAIGN_PATHS.slice(0, 8);
const SIXTEEN_PATHS_B = SPEC_CAMPAIGN_PATHS.slice(8);

for (const [ruleId, paths] of [
  ['S1-2.5-01', SIXTEEN_PATHS_A],
  ['S1-2.5-02', SIXTEEN_PATHS_B],
] as const) {
  test(`${ruleId} S1-1-07 each campaign page renders its own heading and the partner's vacancies from the api`, async ({
    page,
    request,
  }) => {
    for (const path of paths) {
      const config = pages.find((candidate) => candidate.config.path === path)?.config;
      expect(config, `no configuration serves ${path}`).toBeDefined();
      const answer = await request.get(`${API_URL}${LANDING_PATHS.vacancyList}`, {
        params: {
          corporateId: config!.partner.corporateId,
          size: MAX_PAGE_SIZE,
          ...(config!.vacancyKeyword ? { keyword: config!.vacancyKeyword } : {}),
        },
      });
      const positions: string[] = (await answer.json()).result.items.map((item: { positionName: string }) => item.positionName);
      expect(positions.length, `${path}: the api has no vacancies for its partner`).toBeGreaterThan(0);

      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(config!.texts.id.title);
      const cards = page.getByTestId('campaign-vacancy');
      await expect(cards).toHaveCount(positions.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(positions);
      const logo = page.getByRole('main').locator('header img').first();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: `${path}: logo` })
        .toBe(true);
    }
  });
}

test('apply from a campaign page: sign in, then the job application of that vacancy', async ({ page }) => {
  await page.goto('/AO-BankJatim');
  const card = page.getByTestId('campaign-vacancy').first();
  const position = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: new RegExp(`^Lamar ${position}$`) }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' &&
      (url.searchParams.get('from') ?? '').startsWith('/validasi-lamaran-pekerjaan/bank-jatim/CORP-BANKJATIM/'),
  );
  const form = loginForm(page);
  await form.email.fill(DEMO_ACCOUNTS.klobber);
  await form.password.fill('Klob#2026');
  await form.submit.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/validasi-lamaran-pekerjaan/bank-jatim/CORP-BANKJATIM/account-officer/'));
});

test('the job detail link of a campaign vacancy is the job URL shape of spec 1 §2.1', async ({ page }) => {
  await page.goto('/rekrutmen-ptba');
  const link = page.getByTestId('campaign-vacancy').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/job\/bukit-asam\/CORP-PTBA\/[a-z0-9-]+\/KLP-\d{4}\?id=KLP-\d{4}&corporateId=CORP-PTBA$/);
  await link.click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${SHELL_URL}/job/bukit-asam/CORP-PTBA/`));
});

test('a campaign past its end date shows "closed" and no apply action; pr=1 keeps the page', async ({ page }) => {
  await page.goto('/odp-askrida2023?pr=1');
  await expect(page.getByTestId('campaign-closed')).toHaveText('Pendaftaran sudah ditutup');
  await expect(page.getByTestId('campaign-vacancy').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lamar / })).toHaveCount(0);
});
