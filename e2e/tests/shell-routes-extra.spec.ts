import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONTENT_PATHS, type VacancyListResult, type VacancySummary } from '@klob/shared/api-contract/content';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { jobDetailPath, jobShortHash } from '@klob/shared/links';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, loginForm, profileMenuToggle, signInThroughLogin, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { appOwnsPage, mainHeading } from '../support/klob-page';

const shellTexts = (request: APIRequestContext) => translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
const header = (page: Page) => page.getByRole('banner');
const noindex = (page: Page) => page.locator('meta[name="robots"][content="noindex"]');
const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function vacancies(request: APIRequestContext): Promise<VacancySummary[]> {
  const answer = await request.get(`${API_URL}${CONTENT_PATHS.vacancyList}?size=50`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: VacancyListResult }).result.items;
}

/** A page's own content rendered: its main heading, and neither the pending page nor not-found (both noindex). */
async function expectRealPage(page: Page, path: string) {
  await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
  await expect(noindex(page), path).toHaveCount(0);
}

test.describe('recruiter mode (spec 1 §1, spec 2 "Headers")', () => {
  test('S1-1-15 S2-1-04 S2-2-26 S2-2-39 business pages show the recruiter-branded header; its links lead to the employer pages and the job side', async ({
    page,
    request,
  }) => {
    const shell = await shellTexts(request);
    await page.goto('/faq');
    await expect(header(page)).toHaveAttribute('data-recruiter', 'false');
    await expect(header(page).getByText(textAt(shell, 'recruiterHeader.brand'))).toHaveCount(0);

    await page.goto('/klobforbusiness');
    await expect(header(page)).toHaveAttribute('data-recruiter', 'true');
    await expect(header(page).getByText(textAt(shell, 'recruiterHeader.brand'))).toBeVisible();
    await expect(header(page).getByRole('link', { name: textAt(shell, 'header.logoAlt') })).toHaveAttribute('href', '/');
    // The job seeker's Category menu is not part of it.
    await expect(header(page).getByRole('button', { name: textAt(shell, 'header.category') })).toHaveCount(0);

    // Employer navigation: the products, the employer site and its consulting page (S2-2-26).
    await header(page)
      .getByRole('button', { name: textAt(shell, 'recruiterHeader.solutions') })
      .click();
    const solutions = page.getByTestId('recruiter-solutions-menu');
    await expect(solutions.getByRole('link', { name: textAt(shell, 'otherLinks.hrConsulting') })).toHaveAttribute(
      'href',
      /^https:\/\/.+\/consulting$/,
    );
    await expect(solutions.getByRole('link', { name: textAt(shell, 'otherLinks.employerSite') })).toHaveAttribute('target', '_blank');
    await solutions.getByRole('link', { name: textAt(shell, 'otherLinks.klobporate') }).click();
    await expect(page).toHaveURL(/\/klobporate$/);
    await expectRealPage(page, '/klobporate');
    await expect(header(page)).toHaveAttribute('data-recruiter', 'true');

    await header(page)
      .getByRole('link', { name: textAt(shell, 'recruiterHeader.contact') })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expectRealPage(page, '/contactus');
    await expect(header(page)).toHaveAttribute('data-recruiter', 'false');

    // 'Cari Lowongan' goes to the job side, where the main header is back.
    await page.goto('/klobsociety');
    await expect(header(page)).toHaveAttribute('data-recruiter', 'true');
    await header(page).getByTestId('organisations-button').click();
    await expect(page).toHaveURL(/\/klob-journey\/klob-and-co$/);
    await expect(header(page)).toHaveAttribute('data-recruiter', 'false');

    // The main header names the employer site and its consulting page too.
    await header(page)
      .getByRole('button', { name: textAt(shell, 'header.others') })
      .click();
    const others = page.getByTestId('other-links-menu');
    await expect(others.getByRole('link', { name: textAt(shell, 'otherLinks.hrConsulting') })).toHaveAttribute('href', /\/consulting$/);
    await expect(others.getByRole('link', { name: textAt(shell, 'otherLinks.employerSite') })).toBeVisible();
  });

  test('S1-1-15 at 375 px the recruiter navigation opens from the menu button and its links work', async ({ page, request }) => {
    const shell = await shellTexts(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/klobporate');
    const navigation = page.getByRole('navigation', { name: textAt(shell, 'header.navigation') });
    await expect(navigation).toBeHidden();
    await header(page)
      .getByRole('button', { name: textAt(shell, 'header.openMenu') })
      .click();
    await expect(navigation).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await navigation.getByRole('link', { name: textAt(shell, 'recruiterHeader.pricing') }).click();
    await expect(page).toHaveURL(/\/klobforbusiness#pricing$/);
    await expect(navigation).toBeHidden();
  });
});

test.describe('redirects of spec 1 §2.4', () => {
  test('S1-2.4-02 a short job link /{hash} opens that job page, for a visitor and signed in; an unknown one is not found', async ({
    page,
    request,
  }) => {
    const [job] = (await vacancies(request)).filter((vacancy) => !vacancy.anonym);
    expect(job).toBeDefined();
    const hash = jobShortHash(job!.klobVacancyCode);

    await page.goto(`/${hash}`);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === jobDetailPath(job!, false));
    await expect(mainHeading(page)).toHaveText(job!.positionName);

    // The job page's 'Bagikan' hands out the same short link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('job-share-button').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(pathAndQuery(copied)).toBe(`/${hash}`);

    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto(copied);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === jobDetailPath(job!, true));
    await expect(mainHeading(page)).toHaveText(job!.positionName);

    // A hash of no job: the not-found screen with its noindex tag.
    const shell = await shellTexts(request);
    await page.goto(`/${jobShortHash('KLV-9999')}`);
    await expect(mainHeading(page)).toHaveText(textAt(shell, 'notFound.title'));
    await expect(noindex(page)).toHaveCount(1);
  });

  test('S1-2.4-03 the old account-officer job URL goes to its external-hiring page, Bank Jatim’s /AO-BankJatim', async ({ page }) => {
    await page.goto('/rekrutmen-bankjatim/account-officer');
    await expect(page).toHaveURL(/\/AO-BankJatim$/);
    await expect(mainHeading(page)).toHaveText('Rekrutmen Account Officer Bank Jatim');
  });

  test('S1-2.4-05 /profile-revamp takes a signed-in user to /profile/{userId}', async ({ page }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    const userId = (await storedAuth(page))?.userId;
    expect(userId).toBeTruthy();
    await page.goto('/profile-revamp');
    await expect(page).toHaveURL(new RegExp(`/profile/${userId}$`));
    await expectRealPage(page, '/profile/{userId}');
  });
});

test.describe('sign-in and signed-in routes', () => {
  test('S1-2.1-15 /linkedin is the LinkedIn return route; where LinkedIn sends the user comes from the environment configuration', async ({
    page,
    request,
  }) => {
    const environment = (await (await request.get('/environment.json')).json()) as { signInProviders?: { linkedin?: string } };
    const configured = environment.signInProviders?.linkedin;
    // The e2e platform configures SIGN_IN_LINKEDIN_URL with the api's development provider.
    expect(configured).toMatch(/\/dev\/oauth\/linkedin\/authorize$/);
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    await page.goto('/login');
    await page.getByRole('button', { name: textAt(auth, 'login.linkedin') }).click();
    const configuredUrl = new URL(configured!, page.url()).href;
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === configuredUrl);
    const redirectUri = new URL(page.url()).searchParams.get('redirect_uri');
    expect(redirectUri).toMatch(/\/linkedin$/);
    await page.getByRole('link', { name: DEMO_ACCOUNTS.klobber }).click();
    // Back through /linkedin, signed in.
    await expect(profileMenuToggle(page)).toBeVisible();
    expect(await storedAuth(page)).toEqual(expect.objectContaining({ email: DEMO_ACCOUNTS.klobber }));
  });

  test('S1-2.3-10 S1-2.3-11 the message and payment routes exist for a signed-in user: the header menus open their pages', async ({
    page,
  }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    const openFromMenu = async (menu: string, index: number, path: RegExp) => {
      await page.getByTestId(menu).getByRole('button').first().click();
      await page.getByTestId(menu).getByRole('link').nth(index).click();
      await expect(page).toHaveURL(path);
      await expectRealPage(page, path.source);
    };
    await openFromMenu('messages-menu', 0, /\/home\/message\/help-message\/all\?/);
    await openFromMenu('messages-menu', 1, /\/home\/message\/corporate-message\/all$/);
    await openFromMenu('cart-menu', 0, /\/home\/payment\/cart$/);
    await openFromMenu('cart-menu', 1, /\/home\/payment\/transaction$/);
    // Checkout is reached from the cart (no menu entry): by URL, it is its page, not pending or not-found.
    await page.goto('/home/payment/checkout');
    await expectRealPage(page, '/home/payment/checkout');
  });
});

test.describe('registration choice and what the platform offers (spec 1 §1, §2.7)', () => {
  const openChoice = async (page: Page, auth: Translations, shell: Translations) => {
    // Before the app owns the page, 'Daftar' is the server's plain link to /daftar; the choice is the app's.
    await appOwnsPage(page);
    await page
      .getByTestId('header-account')
      .getByRole('link', { name: textAt(shell, 'account.register') })
      .click();
    const dialog = page.getByRole('dialog', { name: textAt(auth, 'registrationChoice.title') });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('S1-2.7-06 S1-2.7-07 choosing Klobporate goes to /klobporate, choosing Klob Society to /klobsociety', async ({ page, request }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    const shell = await shellTexts(request);
    await page.goto('/faq');
    let dialog = await openChoice(page, auth, shell);
    await dialog.getByRole('button', { name: new RegExp(textAt(auth, 'registrationChoice.klobporate')) }).click();
    await expect(page).toHaveURL(/\/klobporate$/);
    await expectRealPage(page, '/klobporate');

    await page.goto('/faq');
    dialog = await openChoice(page, auth, shell);
    await dialog.getByRole('button', { name: new RegExp(textAt(auth, 'registrationChoice.klobSociety')) }).click();
    await expect(page).toHaveURL(/\/klobsociety$/);
    await expectRealPage(page, '/klobsociety');
  });

  test('S1-1-04 the salary statistics page and the income tax calculator are offered in the header', async ({ page, request }) => {
    const shell = await shellTexts(request);
    for (const [key, path] of [
      ['otherLinks.salaryStatistics', '/salary-statistics'],
      ['otherLinks.incomeTaxCalculator', '/income-tax-calculator'],
    ] as const) {
      await page.goto('/faq');
      await header(page)
        .getByRole('button', { name: textAt(shell, 'header.others') })
        .click();
      await page
        .getByTestId('other-links-menu')
        .getByRole('link', { name: textAt(shell, key) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectRealPage(page, path);
    }
  });

  test('S1-1-03 the CV builder and its templates are offered: from the profile to the builder and a template', async ({
    page,
    request,
  }) => {
    const journey = await translationsFromApi(request, DEFAULT_LANGUAGE, 'journey');
    // hr@klob.id's profile is not complete yet (klobber@klob.id's is): the completeness steps offer the builder.
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    await profileMenuToggle(page).click();
    await page.getByTestId('profile-menu').getByRole('link').first().click();
    await page
      .getByRole('main')
      .getByRole('link', { name: textAt(journey, 'home.profile.completeProfile') })
      .click();
    await expect(page).toHaveURL(/\/profile-completeness$/);
    await page
      .getByRole('main')
      .getByRole('link', { name: textAt(journey, 'home.completeness.openCvBuilder') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/resume\/builder$/);
    await expect(mainHeading(page)).toHaveText(textAt(journey, 'home.cv.templatesTitle'));
    const template = page.getByRole('main').locator('[data-testid^="cv-template-"]').first();
    await template.click();
    await expect(page).toHaveURL(/\/cv-templates\/detail\/[^/]+$/);
    await expectRealPage(page, '/cv-templates/detail/{templateId}');
  });
});

test.describe("the header's Login carries where the guest is (spec 2 'Headers', spec 1 §2.8)", () => {
  const clickHeaderLogin = async (page: Page, shell: Translations) => {
    await page
      .getByTestId('header-account')
      .getByRole('link', { name: textAt(shell, 'header.login') })
      .click();
    await expect(page).toHaveURL(/\/login\?from=/);
    return new URL(page.url()).searchParams.get('from');
  };

  test('S2-2-42 from a job page the login from is /home/klob-and-co/job?id=&corporateId=; signing in lands there', async ({
    page,
    request,
  }) => {
    const shell = await shellTexts(request);
    const [job] = (await vacancies(request)).filter((vacancy) => !vacancy.anonym);
    await page.goto(jobDetailPath(job!, false));
    await expect(mainHeading(page)).toHaveText(job!.positionName);
    const from = await clickHeaderLogin(page, shell);
    expect(from).toBe(`/home/klob-and-co/job?id=${job!.klobVacancyCode}&corporateId=${job!.corporateId}`);
    const form = loginForm(page);
    await form.email.fill(DEMO_ACCOUNTS.klobber);
    await form.password.fill('Klob#2026');
    await form.submit.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === from);
    await expect(mainHeading(page)).toHaveText(job!.positionName);
  });

  test('S2-2-43 from a company page the login from is /home/klob-and-co/company?id={corporateId}', async ({ page, request }) => {
    const shell = await shellTexts(request);
    const [job] = (await vacancies(request)).filter((vacancy) => !vacancy.anonym);
    await page.goto(`/company/${job!.corporateSlug}/${job!.corporateId}`);
    await expect(mainHeading(page)).toHaveText(job!.corporateName);
    expect(await clickHeaderLogin(page, shell)).toBe(`/home/klob-and-co/company?id=${job!.corporateId}`);
  });

  test('S2-2-44 elsewhere the login from is the current path with klob-journey replaced by home', async ({ page, request }) => {
    const shell = await shellTexts(request);
    await page.goto('/klob-journey/klob-meter?tab=all');
    await expect(mainHeading(page)).toBeVisible();
    expect(await clickHeaderLogin(page, shell)).toBe('/home/klob-meter?tab=all');
    await page.goto('/salary-statistics');
    await expect(mainHeading(page)).toBeVisible();
    expect(await clickHeaderLogin(page, shell)).toBe('/salary-statistics');
  });
});
