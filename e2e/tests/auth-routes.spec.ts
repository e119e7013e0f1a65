import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, LOCAL_STORAGE_KEYS } from '@klob/shared/constants';
import { textAt, translationsFromApi } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginForm, signInThroughLogin, storedAuth } from '../support/auth';
import { appOwnsPage } from '../support/klob-page';

/** Where the shell sends the user after signing in (spec 1 §2.8), as it keeps it in local storage. */
const storedSignInTarget = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), LOCAL_STORAGE_KEYS.from);

test.describe('route access classes (spec 1 §2.1-§2.4, §2.8)', () => {
  test('S1-2.3-04 S1-2.8-01 S1-2.8-02 a guest on /home/kloboard?tab=applied goes to /login?from=…; signing in returns there', async ({
    page,
  }) => {
    await page.goto('/home/kloboard?tab=applied');
    await expect(page).toHaveURL(/\/login\?from=%2Fhome%2Fkloboard%3Ftab%3Dapplied$/);
    await expect.poll(() => storedSignInTarget(page)).toBe('/home/kloboard?tab=applied');

    const form = loginForm(page);
    await form.email.fill(DEMO_ACCOUNTS.klobber);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(/\/home\/kloboard\?tab=applied$/);
    // Used once: a later sign-in without a target goes to the kloboard.
    await expect.poll(() => storedSignInTarget(page)).toBeNull();
  });

  test('S1-2.1-01 S1-2.6-06 a public route opens for a guest and a signed-in user, as its page, not the not-found screen', async ({
    page,
    request,
  }) => {
    // /faq is built (issue 16): its heading is the api's text of the `pages` namespace.
    const pages = await translationsFromApi(request, DEFAULT_LANGUAGE, 'pages');
    const faqHeading = page.getByTestId('faq-page').getByRole('heading', { level: 1 });
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqHeading).toHaveText(textAt(pages, 'faq.title'));
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqHeading).toHaveText(textAt(pages, 'faq.title'));
  });

  test('S1-2.1-04 S1-2.1-05 S1-2.1-06 S1-1-14 search, company, job, article and profile routes and the journey are public: a guest gets their page', async ({
    page,
  }) => {
    const publicPaths = [
      '/klob-journey',
      '/search?q=data',
      '/companies',
      '/companies/CORP-NUSANTARA',
      '/company/nusantara-digital/CORP-NUSANTARA',
      '/jobs',
      '/jobs/lowongan-kerja-frontend',
      '/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
      '/detail-ensiklobedia/ENS-0001',
      '/profile/USR-KLOBBER',
      '/profile/USR-KLOBBER/log-jv',
      '/profile/USR-KLOBBER/account-setting',
    ];
    for (const path of publicPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      // The owner's page renders (bare /company and /job lead to their lists: route-crawl.spec.ts)...
      await expect(page.getByRole('main').getByRole('heading').or(page.getByRole('main').getByRole('alert')).first(), path).toBeVisible();
      // ...and it is neither the not-found screen nor the pending page: both are marked noindex.
      await expect(page.locator('meta[name="robots"][content="noindex"]'), path).toHaveCount(0);
    }
  });

  test('S1-2.3-02 S1-2.3-03 S1-2.3-09 S1-1-13 the CV, survey, application, report, completeness, scan and /home routes send a guest to sign in first', async ({
    page,
  }) => {
    const authenticatedPaths = [
      '/resume/builder',
      '/cv-templates',
      '/cv-templates/detail/klasik',
      '/cv-templates/detail/klasik/edit',
      '/cv-templates/detail/klasik/edit/personal/1',
      '/cv-select-template',
      '/cv-preview',
      '/cv-preview/token-1',
      '/survey/demosurveinenilai',
      '/validasi-lamaran-pekerjaan/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001',
      '/direct-report/RPT-1',
      '/profile-completeness',
      '/scan-event',
      '/home/kloboard',
      '/home/notification/news-info',
      '/home/notification/calendar',
    ];
    for (const path of authenticatedPaths) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === path);
    }
  });

  test('/prohirelps2024, the page of the reduced route set (spec 1 §2.6), is a valid URL: the page of mf-company-landing, not not-found', async ({
    page,
  }) => {
    await page.goto('/prohirelps2024');
    await expect(page).toHaveURL(/\/prohirelps2024$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('LPS ProHire 2024');
  });

  test('S1-2.2-01 S1-2.2-02 S1-2.1-07 guest-only routes open for a guest and send a signed-in user to /home, the kloboard', async ({
    page,
  }) => {
    for (const path of ['/daftar', '/forgotpassword']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main').locator('form')).toBeVisible();
    }
    // The klobber has no pending interruption: `/` leads to /home too (spec 1 §4.1, DECISIONS 1), which is the kloboard.
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    for (const path of ['/', '/daftar', '/forgotpassword', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home\/kloboard$/);
    }
  });

  test('S1-4.1-16 S1-4.1-17 a signed-in user with pending interruptions who opens / goes to /shifting-page', async ({ page }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    await page.goto('/');
    await expect(page).toHaveURL(/\/shifting-page$/);
  });

  test('S1-2.3-01 an authenticated-only route opens for a signed-in user', async ({ page }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/home/payment/cart');
    await expect(page).toHaveURL(/\/home\/payment\/cart$/);
    // /home/* is mf-journey's unit: the signed-in user's cart (issue 14), not the login page.
    await expect(page.getByTestId('cart-total')).toContainText('Rp ');
  });

  test('S1-2.4-04 S1-2.4-06 S1-2.4-07 S1-2.4-01 /profile and /profile-revamp, /klobber', async ({ page }) => {
    await page.goto('/profile-revamp');
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await page.goto('/klobber');
    await expect(page).toHaveURL(/\/$/);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    const userId = (await storedAuth(page))?.userId ?? '';
    await page.goto('/profile');
    await expect(page).toHaveURL(new RegExp(`/profile/${userId}$`));
  });

  test('S1-2.3-12 /detail-ensiklobedia/{goalID} stays public for a guest and moves under /home when signed in', async ({ page }) => {
    await page.goto('/detail-ensiklobedia/goal-7');
    await expect(page).toHaveURL(/\/detail-ensiklobedia\/goal-7$/);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/detail-ensiklobedia/goal-7');
    await expect(page).toHaveURL(/\/home\/ensiklobedia\/detail-page\/goal-7$/);
  });

  test('S1-2.6-01 S1-2.6-02 S1-2.6-03 S1-2.6-04 S1-2.6-05 routes built from the api data exist; other paths are not found', async ({
    page,
    request,
  }) => {
    const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
    const events = (await (await request.get(`${API_URL}/rest/open/page/event/master/project`)).json()) as {
      result: { subdomain: string | null; eventType: string }[];
    };
    const klobfair = events.result.find((event) => event.subdomain && event.eventType !== 'form')?.subdomain ?? '';
    const formId = events.result.find((event) => event.subdomain && event.eventType === 'form')?.subdomain ?? '';
    const surveys = (await (await request.get(`${API_URL}/rest/open/page/survey/masterdata`)).json()) as {
      result: { surveyUrl: string }[];
    };
    const cms = (await (await request.get(`${API_URL}/rest/open/event/landing/extend/corporate/index`)).json()) as {
      result: { subdomain: string; title: string }[];
    };

    // Event and CMS pages are mf-company-landing's (e2e/tests/landing-events.spec.ts, landing-cms.spec.ts).
    for (const path of [`/${klobfair}`, `/${klobfair}/career`]) {
      await page.goto(path);
      await expect(page.getByTestId('event-page')).toBeVisible();
    }
    await page.goto(`/${cms.result[0]?.subdomain}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(cms.result[0]?.title ?? '');
    // An e-form page is mf-forms' survey page (e2e/tests/forms-eform.spec.ts).
    await page.goto(`/eform/${surveys.result[0]?.surveyUrl}`);
    await expect(page.getByTestId('survey-page')).toBeVisible();
    await page.goto(`/${klobfair}/not-a-sub-page`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(textAt(shell, 'notFound.title'));
    await page.goto(`/form/${formId}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fform%2F${formId}$`));
  });

  test('S1-2.7-01 S1-2.7-02 S1-2.7-03 S1-2.7-04 S1-2.7-05 the registration choice dialog', async ({ page, request }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    await page.goto('/faq');
    // The dialog is the app's: until it owns the page, Daftar is the server's link to /daftar (seen in a CI run).
    await appOwnsPage(page);
    await page
      .getByTestId('header-account')
      .getByRole('link', { name: /daftar/i })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Kamu daftar sebagai apa?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      new RegExp(`^${textAt(auth, 'registrationChoice.klobber')}`),
      new RegExp(`^${textAt(auth, 'registrationChoice.klobporate')}`),
      new RegExp(`^${textAt(auth, 'registrationChoice.klobSociety')}`),
    ]);
    await dialog.getByRole('button', { name: new RegExp(`^${textAt(auth, 'registrationChoice.klobber')}`) }).click();
    await expect(page).toHaveURL(/\/daftar$/);
    await expect.poll(() => storedSignInTarget(page)).toBe('/home/kloboard');
  });
});
