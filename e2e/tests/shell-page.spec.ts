import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { COMMERCE_PATHS, type CartItem } from '@klob/shared/api-contract/commerce';
import { FEEDBACK_PATH, type FeedbackItem } from '@klob/shared/api-contract/forms';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, profileMenuToggle, signInThroughLogin, signOutThroughMenu, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { dismissOnboarding, registerConfirmedKlobber } from '../support/onboarding';
import { expectSameDocument, languageButton, markDocument } from '../support/klob-page';

const EMPLOYER_SITE = 'https://business.klob.id';
const NOT_FOUND_TITLE = 'Halaman tidak ditemukan';

/** Every same-site href of the header menus, the landing page and the footer of `/`. */
async function internalLinksOfLanding(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByTestId('category-menu').getByRole('button').click();
  await page.getByTestId('other-links-menu').getByRole('button').click();
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

const flatten = (translations: Translations, prefix = ''): [string, string][] =>
  Object.entries(translations).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

test.describe('shell page shell (issue 9)', () => {
  test('every link the landing page, the header menus and the footer draw leads to a real page, never not-found', async ({ page }) => {
    const links = await internalLinksOfLanding(page);
    expect(links).toEqual(expect.arrayContaining(['/klobforbusiness', '/daftar', '/jobs', '/faq', '/klob-journey/klob-and-co']));
    expect(links).not.toContain('/employers');
    expect(links).not.toContain('/register');
    for (const href of links) {
      await page.goto(href);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE }), href).toHaveCount(0);
    }
  });

  test('S2-2-16 S2-2-17 S2-2-37 S2-2-38 S2-2-39 S2-2-40 S2-2-41 S2-2-24 S2-2-25 the guest header: logo, Category, other links, Organisations and Login with its target', async ({
    page,
  }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Beranda Klob' })).toHaveAttribute('href', '/');
    await page.getByTestId('category-menu').getByRole('button').click();
    const category = page.getByTestId('category-menu').getByRole('link');
    await expect(category).toHaveText(['Klob & Co', 'Klob Meter', 'Ensiklobedia', 'Kaleidosklob']);
    const categoryHrefs = await category.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(categoryHrefs).toEqual([
      '/klob-journey/klob-and-co',
      '/klob-journey/klob-meter',
      '/klob-journey/ensiklobedia',
      '/klob-journey/kaleidosklob',
    ]);

    await page.getByTestId('other-links-menu').getByRole('button').click();
    const otherHrefs = await page
      .getByTestId('other-links-menu')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/income-tax-calculator',
      '/salary-statistics',
      '/faq',
      '/contactus',
      '/klobporate',
      '/klobforbusiness',
      '/klobsociety',
    ]) {
      expect(otherHrefs).toContain(path);
    }
    for (const anchor of ['attract', 'engage', 'screen', 'process', 'pricing', 'request-demo'])
      expect(otherHrefs).toContain(`/klobforbusiness#${anchor}`);

    const organisations = page.getByTestId('organisations-button');
    await expect(organisations).toHaveText('Organisasi');
    await expect(organisations).toHaveAttribute('href', EMPLOYER_SITE);
    await expect(organisations).toHaveAttribute('target', '_blank');

    const login = page.getByTestId('header-account').getByRole('link', { name: 'Masuk' });
    await expect(login).toHaveAttribute('href', '/login?from=%2Ffaq');
    await login.click();
    await expect(page).toHaveURL(/\/login\?from=%2Ffaq$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('from'))).toBe('/faq');

    // On a business page the button reads 'Cari Lowongan' and goes to Klob & Co.
    await page.goto('/klobforbusiness');
    await expect(page.getByTestId('organisations-button')).toHaveText('Cari Lowongan');
    await page.getByTestId('organisations-button').click();
    await expect(page).toHaveURL(/\/klob-journey\/klob-and-co$/);
  });

  test('S1-2.9-26 a page view is sent to the api on each route change', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(ACTIVITY_PATHS.pageView)) views.push((request.postDataJSON() as { path: string }).path);
    });
    await page.goto('/faq');
    await expect.poll(() => views).toEqual(['/faq']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tentang Kami' }).click();
    await expect.poll(() => views).toEqual(['/faq', '/about-us']);
  });

  test('a page opened from the footer starts at its top, and back returns the visitor to where they were', async ({ page }) => {
    const scrolled = () => page.evaluate(() => window.scrollY);
    await page.goto('/');
    const marker = await markDocument(page);
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'Tentang Kami' });
    await aboutUs.scrollIntoViewIfNeeded();
    const footerAt = await scrolled();
    expect(footerAt).toBeGreaterThan(0);

    await aboutUs.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrolled).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(scrolled).toBeGreaterThan(0);
    await expectSameDocument(page, marker);
  });

  test('S2-2-27 S2-2-28 S2-2-29 S2-2-30 S2-2-31 S2-2-32 S2-2-33 S2-2-34 S2-2-35 S2-4-39 the signed-in header: icons with badges, their menus and the avatar ring', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page.getByTestId('notifications-menu')).toHaveCount(0);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await expect(page.getByTestId('category-menu')).toHaveCount(0);
    await expect(page.getByTestId('organisations-button')).toHaveCount(0);

    const menuHrefs = async (menu: string) => {
      await page.getByTestId(menu).getByRole('button').first().click();
      const hrefs = await page
        .getByTestId(menu)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await page.keyboard.press('Escape');
      return hrefs;
    };
    expect(await menuHrefs('notifications-menu')).toEqual([
      '/home/notification/news-info',
      '/home/notification/calendar',
      '/home/kloboard/applied-jobs',
    ]);
    const messages = await menuHrefs('messages-menu');
    expect(messages[0]).toMatch(/^\/home\/message\/help-message\/all\?utm_source=klob&utm_medium=header&utm_campaign=help-message$/);
    expect(messages[1]).toBe('/home/message/corporate-message/all');
    expect(await menuHrefs('cart-menu')).toEqual(['/home/payment/cart', '/home/payment/transaction']);
    const auth = await storedAuth(page);
    expect(await menuHrefs('profile-menu')).toEqual([`/profile/${auth?.userId}`]);
    const ring = page.getByTestId('profile-menu').getByTestId('profile-ring').locator('svg');
    await expect(ring).toHaveAttribute('width', '52');
    await expect(ring.locator('circle').first()).toHaveAttribute('stroke-width', '6');
  });

  test('S2-7-16 S2-4-40 the cart badge is the length of the api cart and follows it when the cart changes', async ({ page, request }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    const token = (await storedAuth(page))?.idToken ?? '';
    const headers = { Authorization: token };
    const cartLength = async () =>
      ((await (await request.get(`${API_URL}${COMMERCE_PATHS.cartDetail}`, { headers })).json()) as { result: CartItem[] }).result.length;
    const badge = page.getByTestId('badge-cart');
    await expect(badge).toHaveAttribute('data-count', String(await cartLength()));

    const before = await cartLength();
    const added = await request.post(`${API_URL}${COMMERCE_PATHS.cartAdd}`, { headers, data: { productId: 'PRD-KLM-002' } });
    expect(added.ok()).toBe(true);
    const after = await cartLength();
    expect(after).toBe(before + 1);
    // A new page read (here a reload) shows the api's new count.
    await page.reload();
    await expect(badge).toHaveAttribute('data-count', String(after));
  });

  test('S1-4.4-01 S1-4.5-01 S1-4.5-02 S1-4.5-05 S1-3-08 S1-3-09 S1-4.4-03 S1-4.4-05 S1-4.4-06 S1-4.4-02 S1-4.4-07 logout NPS end to end: answer stored, not offered again', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Its own account: answering the survey changes the account for good, whatever ran before or runs again.
    const klobber = await registerConfirmedKlobber(request, 'logout-nps');
    await dismissOnboarding(request, klobber.email);
    await signInThroughLogin(page, klobber.email);
    const token = (await storedAuth(page))?.idToken ?? '';
    const offered = async () =>
      (
        (await (await request.get(`${API_URL}${FEEDBACK_PATH}?section=logout`, { headers: { Authorization: token } })).json()) as {
          result: FeedbackItem[];
        }
      ).result;
    const [survey, ...older] = await offered();
    expect(survey, 'a new account is offered the logout survey').toBeDefined();
    // Like the demo klobber, the account has answered the older logout campaigns: one is left to offer.
    for (const item of older) {
      const answered = await request.post(`${API_URL}${FEEDBACK_PATH}`, {
        headers: { Authorization: token },
        data: {
          campaignId: item.campaignId,
          type: item.type,
          section: item.section,
          answerId: item.question[0]!.answerId,
          answerText: 'e2e',
          featureId: null,
        },
      });
      expect(answered.ok(), await answered.text()).toBe(true);
    }

    const posted = page.waitForRequest((candidate) => candidate.url().endsWith(FEEDBACK_PATH) && candidate.method() === 'POST');
    await profileMenuToggle(page).click();
    await page.getByTestId('profile-menu').getByRole('button', { name: 'Keluar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sebelum keluar, bantu kami sebentar ya!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByRole('radio', { name: '9' }).click();
    await expect(dialog.getByText('Apa yang membuatmu mau merekomendasikan Klob?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kirim' })).toHaveCount(0);
    await dialog.getByRole('textbox').fill('Lowongannya cocok untukku');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    const payload = (await posted).postDataJSON();
    expect(payload).toEqual({
      campaignId: survey!.campaignId,
      type: 'NPS',
      section: 'logout',
      answerId: survey!.question.find((question) => question.value === 9)!.answerId,
      answerText: 'Lowongannya cocok untukku',
      featureId: null,
    });
    const thanks = page.getByRole('dialog', { name: 'Terima kasih atas masukanmu!' });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Keluar' }).click();
    await expect(page.getByTestId('logout-loader')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-account').getByRole('link', { name: 'Masuk' })).toBeVisible();
    expect(await storedAuth(page)).toBeNull();

    // Answered: the next sign-out offers the standard confirmation instead.
    await signInThroughLogin(page, klobber.email);
    await profileMenuToggle(page).click();
    await page.getByTestId('profile-menu').getByRole('button', { name: 'Keluar' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Keluar dari Klob?' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Batal' }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(profileMenuToggle(page)).toBeVisible();
  });

  test('S1-4.2-01 S1-4.2-02 S1-4.2-03 S1-9-01 the cookie notice: agreeing sets approved=true for 30 days and it stays hidden after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Setuju' }).click();
    await expect(notice).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'approved');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(notice).toHaveCount(0);
  });

  test('S1-2.9-05 S1-2.9-06 S1-2.9-07 S1-2.9-08 S1-2.9-09 S1-2.9-10 pr=1 shows Preview Mode; claimStatus / pcgStatus show the toasts of the table', async ({
    page,
  }) => {
    await page.goto('/faq?pr=1');
    await expect(page.getByTestId('preview-mode')).toHaveText('Preview Mode');
    const cases: [string, string][] = [
      ['claimStatus=accept', 'Perusahaan Berhasil Diklaim'],
      ['pcgStatus=accept', 'Perusahaan Berhasil Dipublish'],
      ['claimStatus=reject', 'Perusahaan Berhasil Direject'],
      ['pcgStatus=handle', 'request ini sudah ditangani sebelumnya'],
    ];
    for (const [query, text] of cases) {
      await page.goto(`/faq?${query}`);
      const toast = page.getByTestId('toasts').getByRole('status');
      await expect(toast).toHaveText(text);
      // spec 1 §4.7: shown for 3 s, then gone.
      await expect(toast).toHaveCount(0, { timeout: 6_000 });
    }
    await page.goto('/faq?claimStatus=maybe');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByTestId('toasts')).toHaveCount(0);
    await expect(page.getByTestId('preview-mode')).toHaveCount(0);
  });

  test('S3-2-01 S3-2-04 S3-2-05 S3-2-06 the side menu: a company admin gets the corporate link (logged as admin-login) and the hiring portal; a klobber does not', async ({
    page,
    context,
  }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    await page.goto('/faq');
    const side = page.getByTestId('side-menu');
    await expect(side.getByRole('link', { name: 'Kloboard' })).toHaveAttribute('href', '/home/kloboard');
    await expect(side.getByRole('link', { name: 'Lowongan' })).toHaveAttribute('href', '/jobs');
    const company = side.getByRole('link', { name: 'Perusahaan' });
    await expect(company).toHaveAttribute('target', '_blank');
    await expect(side.getByRole('link', { name: 'Portal Rekrutmen' })).toHaveAttribute('target', '_blank');
    // The employer site is outside this platform: the new tab is not followed.
    await context.route('https://business.klob.id/**', (route) => route.fulfill({ status: 204 }));
    const logged = page.waitForRequest((request) => request.url().includes(ACTIVITY_PATHS.action) && request.method() === 'POST');
    await company.click();
    const query = new URL((await logged).url()).searchParams;
    expect(query.get('entity')).toBe('admin-login');
    expect(query.get('entityId')).toMatch(/^CORP-/);

    await signOutThroughMenu(page);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/faq');
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Perusahaan' })).toHaveCount(0);
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Portal Rekrutmen' })).toHaveCount(0);
  });

  test('S1-2.9-25 the service worker at /serviceWorker.js keeps the shell: the page starts again offline', async ({ page, context }) => {
    await page.goto('/faq');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    const scripts = await page.evaluate(() =>
      navigator.serviceWorker.getRegistrations().then((all) => all.map((one) => one.active?.scriptURL)),
    );
    expect(scripts).toEqual([expect.stringMatching(/\/serviceWorker\.js$/)]);
    // A second load runs under the worker and keeps the shell's files.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beranda Klob' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beranda Klob' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.setOffline(false);
  });

  test('S3-9-12 signed in, the bottom bar is the navigation at 768 px and less, the side menu from 769 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/home/kloboard');
    const [bottomBar, sideMenu] = [page.getByTestId('bottom-bar'), page.getByTestId('side-menu')];
    await expect(bottomBar).toBeVisible();
    await expect(sideMenu).toBeHidden();
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(sideMenu).toBeVisible();
    await expect(bottomBar).toBeHidden();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('S2-2-53 S3-2-08 the menu button opens the navigation; signed in, the bottom bar replaces the side menu; the community button covers no card', async ({
      page,
    }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await expect(nav).toBeVisible();
      // The menus inside toggle on their own: opening Lainnya leaves Kategori as it is.
      await nav.getByTestId('category-menu').getByRole('button').click();
      await nav.getByTestId('other-links-menu').getByRole('button').click();
      await expect(nav.getByTestId('category-menu').getByRole('link')).toHaveCount(4);
      await expect(nav.getByTestId('other-links-menu').getByRole('link').first()).toBeVisible();
      await page.getByRole('button', { name: 'Tutup menu' }).click();
      await expect(nav).toBeHidden();

      const community = page.getByRole('complementary', { name: 'Komunitas' });
      const firstCard = page.getByRole('main').locator('article').first();
      await firstCard.scrollIntoViewIfNeeded();
      const [button, card] = [await community.boundingBox(), await firstCard.boundingBox()];
      expect(button && card).toBeTruthy();
      const overlaps =
        button!.x < card!.x + card!.width &&
        button!.x + button!.width > card!.x &&
        button!.y < card!.y + card!.height &&
        button!.y + button!.height > card!.y;
      expect(overlaps).toBe(false);

      await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
      const bar = page.getByTestId('bottom-bar');
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveText(['Kloboard', 'Lowongan', 'Profil']);
      await expect(page.getByTestId('side-menu')).toBeHidden();
    });

    test('S2-2-23 signed in, the header fits: nothing in its bar overlaps, and the language switch is in the navigation', async ({
      page,
    }) => {
      await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
      await page.goto('/home/kloboard');
      const header = page.locator('header').first();
      // The server's frame has the bar's outline; the app draws the page in its place: measured once it has.
      await expect(header.getByTestId('notifications-menu')).toBeVisible();
      const items = {
        menu: header.getByRole('button', { name: 'Buka menu' }),
        logo: header.getByRole('link', { name: 'Beranda Klob' }),
        search: header.getByRole('combobox', { name: 'Cari di Klob' }),
        notifications: header.getByTestId('notifications-menu'),
        messages: header.getByTestId('messages-menu'),
        cart: header.getByTestId('cart-menu'),
        profile: profileMenuToggle(page),
      };
      const boxes: [string, { x: number; y: number; width: number; height: number }][] = [];
      for (const [name, item] of Object.entries(items)) {
        await expect(item).toBeVisible();
        boxes.push([name, (await item.boundingBox())!]);
      }
      for (const [index, [nameA, a]] of boxes.entries()) {
        expect(a.x + a.width, `${nameA} inside the screen`).toBeLessThanOrEqual(375);
        for (const [nameB, b] of boxes.slice(index + 1)) {
          const overlaps = a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
          expect(overlaps, `${nameA} overlaps ${nameB}`).toBe(false);
        }
      }
      await expect(languageButton(page, 'en')).toBeHidden();
      await header.getByRole('button', { name: 'Buka menu' }).click();
      await languageButton(page, 'en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('S1-1-11 switching language changes every shell text on the page', async ({ page, request }) => {
    const [id, en] = await Promise.all([
      translationsFromApi(request, DEFAULT_LANGUAGE, 'shell'),
      translationsFromApi(request, 'en', 'shell'),
    ]);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(textAt(id, 'landing.hero.title'));
    const linesOf = async () => new Set((await page.locator('body').innerText()).split('\n').map((line) => line.trim()));
    const before = await linesOf();
    const shown = flatten(id).filter(([key, text]) => !text.includes('{{') && text !== textAt(en, key) && before.has(text));
    expect(shown.length).toBeGreaterThan(15);
    await languageButton(page, 'en').click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(textAt(en, 'landing.hero.title'));
    const after = await linesOf();
    for (const [key] of shown) expect(after.has(textAt(en, key)), key).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('defaultLanguage'))).toBe('en');
  });
});
