import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginForm, signInThroughLogin } from '../support/auth';
import { SHELL_URL } from '../support/e2e-platform';
import { journeyText, journeyTexts, listCards } from '../support/journey';
import { mainHeading, unitsOwnPage } from '../support/klob-page';

const SECTIONS = [
  { path: '/klob-journey/klob-meter', title: 'klobMeter.title' },
  { path: '/klob-journey/klob-and-co', title: 'klobAndCo.title' },
  { path: '/klob-journey/kaleidosklob', title: 'kaleidosklob.title' },
  { path: '/klob-journey/ensiklobedia', title: 'ensiklobedia.title' },
] as const;

test('S1-1-01 S1-2.1-17 a visitor browses the four journey sections with the api content', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  for (const section of SECTIONS) {
    await page.goto(section.path);
    await expect(mainHeading(page)).toHaveText(journeyText(texts, section.title));
    await expect(listCards(page).first()).toBeVisible();
    // The section tabs lead to the visitor variants.
    await expect(page.getByRole('navigation', { name: journeyText(texts, 'journey.sectionsLabel') }).getByRole('link')).toHaveCount(4);
  }
});

test('S1-2.1-18 a visitor opens a klob-meter item and a kaleidosklob item at their detail paths', async ({ page }) => {
  await page.goto('/klob-journey/klob-meter');
  await unitsOwnPage(page);
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/klob-journey\/klob-meter\/[^/?]+$/);
  await expect(mainHeading(page)).not.toBeEmpty();

  await page.goto('/klob-journey/kaleidosklob');
  await unitsOwnPage(page);
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/klob-journey\/kaleidosklob\/[^/?]+$/);
  await expect(mainHeading(page)).not.toBeEmpty();
});

test('S1-2.1-27 a visitor reads the limited article variant at /detail-ensiklobedia/{goalID}', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await page.goto('/klob-journey/ensiklobedia');
  await unitsOwnPage(page);
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/detail-ensiklobedia\/[^/?]+$/);
  await expect(mainHeading(page)).not.toBeEmpty();
  await expect(page.getByTestId('limited-variant')).toContainText(journeyText(texts, 'ensiklobedia.loginToRead'));
});

test('S1-2.1-19 S1-2.1-26 S1-2.8-03 a visitor opens a job (limited), signs in with the job target and lands on the full job under /home', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await page.goto('/klob-journey/klob-and-co');
  await unitsOwnPage(page);
  const card = page
    .getByTestId('vacancy-card')
    .filter({ hasNotText: journeyText(texts, 'jobDetail.anonymousCompany') })
    .first();
  const position = (await card.getByRole('heading').innerText()).trim();
  await card.click();

  // spec 1 §2.1: /job/{corporateNameSlug}/{corporateId}/{titleSlug}/{id}?id={id}&corporateId={corporateId}
  await expect(page).toHaveURL(/\/job\/[^/]+\/([^/]+)\/[^/]+\/(KLV-\d{4})\?id=KLV-\d{4}&corporateId=/);
  const url = new URL(page.url());
  const [, , , corporateId, , code] = url.pathname.split('/');
  expect(url.searchParams.get('id')).toBe(code);
  expect(url.searchParams.get('corporateId')).toBe(corporateId);
  await expect(mainHeading(page)).toHaveText(position);
  await expect(page.getByTestId('vacancy-code')).toHaveText(code!);
  await expect(page.getByTestId('limited-variant')).toBeVisible();
  await expect(page.getByRole('heading', { name: journeyText(texts, 'jobDetail.requirements') })).toHaveCount(0);

  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.loginToApply') }).click();
  const target = `/home/klob-and-co/job?id=${code}&corporateId=${corporateId}`;
  await expect(page).toHaveURL(`${SHELL_URL}/login?${new URLSearchParams({ from: target })}`);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('from'))).toContain(target);

  const form = loginForm(page);
  await form.email.fill(DEMO_ACCOUNTS.klobber);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(`${SHELL_URL}${target}`);
  await expect(mainHeading(page)).toHaveText(position);
  await expect(page.getByRole('heading', { name: journeyText(texts, 'jobDetail.requirements') })).toBeVisible();
  await expect(page.getByTestId('limited-variant')).toHaveCount(0);
});

test('S1-2.1-21 an anonymous vacancy opens at /vacancy/klob/{titleSlug}/{id}?id=&corporateId=klob', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  const anonymous = journeyText(texts, 'jobDetail.anonymousCompany');
  await page.goto('/klob-journey/klob-and-co');
  await unitsOwnPage(page);
  // Anonymous vacancies are among the newest few pages; walk the pages until one shows.
  const card = page.getByTestId('vacancy-card').filter({ hasText: anonymous }).first();
  for (let pageNumber = 2; !(await card.isVisible()) && pageNumber <= 8; pageNumber += 1) {
    await page.goto(`/klob-journey/klob-and-co?page=${pageNumber}`);
    await unitsOwnPage(page);
    await expect(listCards(page).first()).toBeVisible();
  }
  await card.click();
  await expect(page).toHaveURL(/\/vacancy\/klob\/[^/]+\/KLV-\d{4}\?id=KLV-\d{4}&corporateId=klob$/);
  await expect(page.getByRole('main')).toContainText(anonymous);
});

test('S3-2-11 S3-2-12 S1-2.8-04 a visitor opens a company from a job, is sent to sign in from its chat and lands on /home/klob-and-co/company?id=', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await page.goto('/job/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA');
  await unitsOwnPage(page);
  const companyName = 'PT Nusantara Digital';
  await page.getByRole('link', { name: journeyText(texts, 'jobDetail.aboutCompany').replace('{{name}}', companyName) }).click();
  await expect(page).toHaveURL(/\/company\/[^/]+\/CORP-NUSANTARA$/);
  await expect(mainHeading(page)).toHaveText(companyName);
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();

  await page.getByTestId('company-chat-button').click();
  const target = '/home/klob-and-co/company?id=CORP-NUSANTARA';
  await expect(page).toHaveURL(`${SHELL_URL}/login?${new URLSearchParams({ from: target })}`);
  const form = loginForm(page);
  await form.email.fill(DEMO_ACCOUNTS.klobber);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(`${SHELL_URL}${target}`);
  await expect(mainHeading(page)).toHaveText(companyName);
});

test('S1-2.3-05 S1-2.3-06 S1-2.3-07 S1-2.1-20 signed in, the sections and their details live under /home', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/home/ensiklobedia?tab=success-person');
  await expect(mainHeading(page)).toHaveText(journeyText(texts, 'ensiklobedia.title'));
  await expect(page.getByRole('button', { name: journeyText(texts, 'ensiklobedia.categories.successPerson') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/home\/ensiklobedia\/detail-page\/[^/?]+$/);
  await expect(page.getByTestId('limited-variant')).toHaveCount(0);
  await page.goBack();

  const tabs = page.getByRole('navigation', { name: journeyText(texts, 'journey.sectionsLabel') });
  await tabs.getByRole('link', { name: journeyText(texts, 'sections.kaleidosklob') }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/home/kaleidosklob`);
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/home\/kaleidosklob\/[^/?]+$/);
  await page.goto('/home/klob-meter');
  await listCards(page).first().click();
  await expect(page).toHaveURL(/\/home\/klob-meter\/[^/?]+$/);
  await expect(mainHeading(page)).not.toBeEmpty();

  // S1-2.1-20: a signed-in user's job URL is the same shape under /home/klob-and-co.
  await page.goto('/home/klob-and-co');
  const card = page
    .getByTestId('vacancy-card')
    .filter({ hasNotText: journeyText(texts, 'jobDetail.anonymousCompany') })
    .first();
  const position = (await card.getByRole('heading').innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/home\/klob-and-co\/job\/[^/]+\/[^/]+\/[^/]+\/KLV-\d{4}\?id=KLV-\d{4}&corporateId=/);
  await expect(mainHeading(page)).toHaveText(position);
});
