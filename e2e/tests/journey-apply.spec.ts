import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_PATHS, MAX_APPLICATIONS_PER_DAY } from '@klob/shared/api-contract/content';
import { UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';
import { startAppServer, stopAppServer } from '../support/app-server';
import { DEMO_ACCOUNTS, signInThroughLogin, storedAuth } from '../support/auth';
import { API_URL, SHELL_URL } from '../support/e2e-platform';
import { journeyText, journeyTexts } from '../support/journey';
import { communityPopup, mainHeading } from '../support/klob-page';

// One signed-in job seeker through the whole application; the tests build on each other's applications.
test.describe.configure({ mode: 'serial' });

const JOB_WITH_QUESTIONS = '/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA';
const FALLBACK_TIMEOUT_MS = UNIT_LOAD_TIMEOUT_MS + 1500;
/** A small PDF: the api checks the file's signature. */
const PORTFOLIO = {
  name: 'portofolio.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 32)]),
};

/** Sends an application straight to the api as the signed-in user (to bring the day's count near the limit). */
async function applyThroughApi(page: Page, klobVacancyCode: string) {
  const auth = await storedAuth(page);
  const response = await page.request.post(`${API_URL}${APPLICATION_PATHS.submit}`, {
    headers: { Authorization: auth!.idToken! },
    data: { klobVacancyCode, answers: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('S3-3-20 S1-2.3-08 a job seeker applies with additional questions and an upload, and finds the job in applied jobs', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto(JOB_WITH_QUESTIONS);
  await expect(mainHeading(page)).toHaveText('Frontend Developer');
  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();

  await expect(page).toHaveURL(/\/validasi-lamaran-pekerjaan\/[^/]+\/CORP-NUSANTARA\/frontend-developer\/KLV-0001$/);
  const main = page.getByRole('main');
  await expect(mainHeading(page)).toHaveText(journeyText(texts, 'application.title'));
  // Mandatory questions are asked for before going on.
  await main.getByRole('button', { name: journeyText(texts, 'application.next') }).click();
  await expect(main.getByText(journeyText(texts, 'application.required')).first()).toBeVisible();

  await main.getByTestId('question-AQ-001').getByRole('textbox').fill('3 tahun');
  await main.getByTestId('question-AQ-002').getByRole('radio').first().check();
  // The file question: mf-forms' upload unit in the slot stores the file; the page shows it as the answer.
  await main.getByTestId('question-AQ-004').getByTestId('upload-input').setInputFiles(PORTFOLIO);
  await expect(main.getByTestId('attached-file')).toBeVisible();
  await main.getByRole('button', { name: journeyText(texts, 'application.next') }).click();
  await main.getByRole('button', { name: journeyText(texts, 'application.send') }).click();
  await expect(main.getByTestId('application-sent')).toContainText(journeyText(texts, 'application.sentTitle'));

  await main.getByRole('link', { name: journeyText(texts, 'kloboard.appliedJobs') }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/home/kloboard/applied-jobs`);
  const first = main.getByTestId('applied-job').first();
  await expect(first).toContainText('Frontend Developer');
  await expect(first).toContainText(journeyText(texts, 'application.stages.applied'));

  // The job page now says the job was applied for.
  await page.goto(JOB_WITH_QUESTIONS);
  await expect(main.getByRole('link', { name: journeyText(texts, 'jobDetail.applied') })).toBeVisible();
});

test('S3-3-20 the max-apply warning before the last application of the day, the error modal at the limit', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const quota = await page.request.get(`${API_URL}${APPLICATION_PATHS.quota}`, {
    headers: { Authorization: (await storedAuth(page))!.idToken! },
  });
  const { usedToday } = (await quota.json()).result as { usedToday: number };
  // Vacancies without questions, far from the ones other tests use.
  const codes = ['KLV-0040', 'KLV-0041', 'KLV-0042', 'KLV-0043', 'KLV-0044'];
  for (const code of codes.slice(0, MAX_APPLICATIONS_PER_DAY - 1 - usedToday)) await applyThroughApi(page, code);

  await page.goto('/home/klob-and-co/job?id=KLV-0045&corporateId=x');
  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();
  const warning = page.getByRole('dialog', { name: journeyText(texts, 'application.maxApplyWarningTitle') });
  await expect(warning).toContainText(
    journeyText(texts, 'application.maxApplyWarning').replace('{{max}}', String(MAX_APPLICATIONS_PER_DAY)),
  );
  await warning.getByRole('button', { name: journeyText(texts, 'application.continueApply') }).click();
  await expect(page).toHaveURL(/\/validasi-lamaran-pekerjaan\/.+\/KLV-0045$/);
  await page.getByRole('button', { name: journeyText(texts, 'application.send') }).click();
  await expect(page.getByTestId('application-sent')).toBeVisible();

  await page.goto('/home/klob-and-co/job?id=KLV-0046&corporateId=x');
  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();
  const error = page.getByRole('dialog', { name: journeyText(texts, 'application.maxApplyErrorTitle') });
  await expect(error).toContainText(journeyText(texts, 'application.maxApplyError').replace('{{max}}', String(MAX_APPLICATIONS_PER_DAY)));
  await expect(error.getByRole('button', { name: journeyText(texts, 'application.continueApply') })).toHaveCount(0);
});

test('S3-2-10 S3-7-03 a signed-in user opens a company page with ?chat=on: the header, its vacancies, the chat button, and mf-chat opens on that company', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/home/klob-and-co/company?id=CORP-NUSANTARA&chat=on');
  await expect(mainHeading(page)).toHaveText('PT Nusantara Digital');
  await expect(page.getByTestId('company-chat-button')).toHaveText(journeyText(texts, 'companyDetail.chat'));
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/home/klob-and-co/company?id=CORP-NUSANTARA&chat=on`);
  // The widget is mf-chat's, mounted by the shell: ?chat=on opens it on this company.
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByTestId('chat-panel')).toContainText('PT Nusantara Digital');
});

test('S3-3-20 with mf-chat stopped the job page and the whole application work, test step included', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await stopAppServer('mf_chat');
  try {
    await page.goto('/home/klob-and-co/job?id=KLV-0002&corporateId=CORP-NUSANTARA');
    await expect(mainHeading(page)).toHaveText('Backend Engineer');
    await expect(page.getByRole('heading', { name: journeyText(texts, 'jobDetail.requirements') })).toBeVisible();
    // mf-chat's own slot (the community popup) falls back; the page is untouched.
    await expect(communityPopup(page).fallback).toBeVisible({ timeout: FALLBACK_TIMEOUT_MS });
    await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();
    await expect(page).toHaveURL(/\/validasi-lamaran-pekerjaan\/.+\/KLV-0002$/);
    const main = page.getByRole('main');
    await main.getByTestId('question-AQ-005').getByRole('textbox').fill('Sistem pembayaran untuk 2 juta pengguna');
    await main.getByRole('button', { name: journeyText(texts, 'application.next') }).click();

    // The test step: every question answered before the review.
    const steps = main.getByRole('list', { name: journeyText(texts, 'application.stepsLabel') });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(journeyText(texts, 'application.steps.test'));
    const questions = main.locator('[data-testid^="test-TQ-"]');
    await expect(questions).toHaveCount(2);
    for (const question of await questions.all()) await question.getByRole('radio').first().check();
    await main.getByRole('button', { name: journeyText(texts, 'application.next') }).click();
    await main.getByRole('button', { name: journeyText(texts, 'application.send') }).click();
    await expect(main.getByTestId('application-sent')).toContainText(/\d/);
    await expect(main.getByTestId('application-sent')).toContainText(journeyText(texts, 'application.testScore').split('{{')[0]!.trim());
  } finally {
    await startAppServer('mf_chat');
  }
});
