import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_PATHS, type LoginOnSuccessResult } from '@klob/shared/api-contract/identity';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginForm, profileMenuToggle } from '../support/auth';
import { languageButton } from '../support/klob-page';

const EMPLOYER_SITE = 'https://business.klob.id';

/** Signs in through /login and returns the profile the api's on-success call answered (spec 1 §3 mus01, usr01). */
async function signInAndReadProfile(page: Page, email: string): Promise<LoginOnSuccessResult> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(DEMO_PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith(IDENTITY_PATHS.loginOnSuccess) && response.ok());
  await form.submit.click();
  const body = (await (await answer).json()) as Envelope<LoginOnSuccessResult>;
  await expect(profileMenuToggle(page)).toBeVisible();
  return body.result;
}

/** The logout flow after a Logout click: skips the NPS survey when one is offered, confirms, waits for the 2 s loader. */
async function confirmLogout(page: Page) {
  const confirm = page.getByRole('dialog').getByRole('button', { name: /ya, keluar|yes, log out/i });
  const skip = page.getByRole('dialog').getByRole('button', { name: /lewati|skip/i });
  await expect(confirm.or(skip)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await confirm.click();
}

/** Scrolls the landing page (the longest) far down. */
async function scrollFarDown(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
}

/** Makes the page run as the installed app (display mode standalone): the mobile build of spec 1. */
async function openAsInstalledApp(page: Page) {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query !== '(display-mode: standalone)') return original(query);
      const noop = () => undefined;
      const standalone = { matches: true, media: query, onchange: null, addEventListener: noop, removeEventListener: noop };
      return { ...standalone, addListener: noop, removeListener: noop, dispatchEvent: () => false } as MediaQueryList;
    };
  });
}

test.describe('shell state: header, user, logout (issue 9)', () => {
  test('S2-1-05 S2-2-23 the header offers search, the language switch and login to a guest; notifications, messages, cart, profile completeness and logout once signed in', async ({
    page,
  }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('search-box-stand-in').or(header.getByRole('searchbox')).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible();
    await languageButton(page, 'en').click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await languageButton(page, 'id').click();
    await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible();

    await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/faq');
    for (const menu of ['notifications-menu', 'messages-menu', 'cart-menu']) await expect(header.getByTestId(menu)).toBeVisible();
    await expect(header.getByTestId('profile-ring')).toHaveAttribute('data-percent', /^\d+$/);
    await expect(languageButton(page, 'en')).toBeVisible();
    await profileMenuToggle(page).click();
    await expect(header.getByTestId('profile-menu').getByRole('button', { name: 'Keluar' })).toBeVisible();
  });

  test('S1-3-02 S3-3-14 the profile (mus01) the api answers at sign-in fills the header: name, avatar, profile link', async ({ page }) => {
    const { mus01 } = await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
    expect(mus01).toEqual(
      expect.objectContaining({
        userId: expect.any(String),
        firstName: expect.any(String),
        lastName: expect.any(String),
        emailLogin: DEMO_ACCOUNTS.klobber,
      }),
    );
    expect(mus01).toHaveProperty('profilePictureUrl');
    const profileMenu = page.getByTestId('profile-menu');
    await expect(profileMenu).toContainText(mus01.firstName);
    await expect(profileMenu.getByRole('img', { name: new RegExp(`${mus01.firstName} ${mus01.lastName}`) })).toBeVisible();
    await profileMenuToggle(page).click();
    await expect(profileMenu.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', `/profile/${mus01.userId}`);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('S3-3-15 S3-6-02 a corporate user (usr01.corporate with its menu entries) sees the company link in the bottom bar', async ({
      page,
    }) => {
      const { usr01 } = await signInAndReadProfile(page, DEMO_ACCOUNTS.hr);
      expect(usr01.corporate.length).toBeGreaterThan(0);
      for (const corporate of usr01.corporate)
        for (const entry of corporate.menu) expect(entry).toEqual({ id: expect.any(String), allowed: expect.any(Boolean) });
      const company = page.getByTestId('bottom-bar').getByRole('link', { name: 'Perusahaan' });
      await expect(company).toBeVisible();
      await expect(company).toHaveAttribute('href', `${EMPLOYER_SITE}/company-list?corporateId=${usr01.corporate[0]!.corporateId}`);
    });

    test('S3-6-02 a klobber without corporate access (usr01.corporate empty) has no company link in the bottom bar', async ({ page }) => {
      const { usr01 } = await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
      expect(usr01.corporate).toEqual([]);
      const bar = page.getByTestId('bottom-bar');
      await expect(bar.getByRole('link', { name: 'Kloboard' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Perusahaan' })).toHaveCount(0);
    });
  });

  test('S1-4.1-20 an ecertificate query sends a signed-in user to /home/kloboard carrying it', async ({ page }) => {
    await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/?ecertificate=CERT-2026-0042');
    await expect(page).toHaveURL(/\/home\/kloboard\?ecertificate=CERT-2026-0042$/);
  });

  test('S3-2-03 after logout from the side menu the user goes to /', async ({ page }) => {
    await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/jobs');
    await page.getByTestId('side-menu').getByRole('button', { name: 'Keluar' }).click();
    await confirmLogout(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
  });

  test.describe('the mobile build (Klob opened as the installed app)', () => {
    test.beforeEach(({ page }) => openAsInstalledApp(page));

    test('S1-4.1-05 logout goes to /login', async ({ page }) => {
      await signInAndReadProfile(page, DEMO_ACCOUNTS.klobber);
      await page.goto('/jobs');
      await profileMenuToggle(page).click();
      await page.getByTestId('profile-menu').getByRole('button', { name: 'Keluar' }).click();
      await confirmLogout(page);
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page).email).toBeVisible();
    });

    test('S1-2.9-03 there is no back-to-top button, however far the page scrolls', async ({ page }) => {
      await scrollFarDown(page);
      await expect(page.getByRole('button', { name: 'Kembali ke atas' })).toHaveCount(0);
    });
  });

  test('S1-2.9-03 in the web build the back-to-top button appears after 400 px of scroll', async ({ page }) => {
    await scrollFarDown(page);
    await expect(page.getByRole('button', { name: 'Kembali ke atas' })).toBeVisible();
  });
});
