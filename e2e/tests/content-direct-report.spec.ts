import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REPORT_PATHS, REPORT_REF_CODE_PATTERN, type DirectReport } from '@klob/shared/api-contract/reports';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginForm, signInThroughLogin } from '../support/auth';
import { API_URL, SHELL_URL } from '../support/e2e-platform';
import { idTokenFromApi } from '../support/forms-api';
import { pngImage } from '../support/forms-files';
import { languageButton, mainHeading } from '../support/klob-page';

const VACANCY = 'KLV-0001';
const JOB_PAGE = `/home/klob-and-co/job?id=${VACANCY}&corporateId=CORP-NUSANTARA`;
const DESCRIPTION = 'Perekrut meminta biaya pelatihan Rp 1.500.000 lewat WhatsApp sebelum wawancara.';
const DETAIL = 'Nomor rekening yang diminta: 123-456-789 atas nama pribadi.';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function reportOfKlobber(request: APIRequestContext): Promise<DirectReport> {
  const response = await request.post(`${API_URL}${REPORT_PATHS.create}`, {
    data: { subjectType: 'vacancy', subjectId: VACANCY, reason: 'misleading', description: DESCRIPTION },
    headers: { Authorization: await idTokenFromApi(request, DEMO_ACCOUNTS.klobber) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: DirectReport }).result;
}

const reportPage = (page: Page) => page.getByTestId('direct-report-page');

test.describe('direct report (issue 16)', () => {
  let forms: { id: Translations; en: Translations };
  let journey: Translations;
  test.beforeAll(async ({ request }) => {
    forms = { id: await translationsFromApi(request, 'id', 'forms'), en: await translationsFromApi(request, 'en', 'forms') };
    journey = await translationsFromApi(request, 'id', 'journey');
  });

  test('S1-2.3-03 S1-2.9-19 a job seeker reports a job from its page, follows the report in Indonesian and English and adds a detail with a file', async ({
    page,
  }) => {
    const id = (key: string, values: Record<string, string> = {}) => fill(textAt(forms.id, key), values);
    const en = (key: string, values: Record<string, string> = {}) => fill(textAt(forms.en, key), values);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto(JOB_PAGE);
    const position = (await mainHeading(page).innerText()).trim();
    // An ordinary signed-in page shows the event ad; the report page shows no overlay (S1-2.9-19).
    await expect(page.getByTestId('event-ad')).toBeVisible();

    await page.getByRole('link', { name: textAt(journey, 'jobDetail.reportVacancy') }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/direct-report/baru?vacancy=${VACANCY}`);
    await expect(mainHeading(page)).toHaveText(id('directReport.newTitle'));
    await expect(reportPage(page).getByTestId('direct-report-subject')).toContainText(position);
    await expect(page.getByTestId('event-ad')).toHaveCount(0);

    // Nothing chosen: both fields say what is missing, nothing is sent.
    await page.getByRole('button', { name: id('directReport.submit') }).click();
    await expect(reportPage(page).getByText(id('directReport.reasonRequired'), { exact: true })).toBeVisible();
    await expect(reportPage(page).getByText(id('directReport.descriptionMin', { min: '20' }), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/direct-report\/baru\?/);

    await page.getByLabel(id('directReport.reasons.fraud')).check();
    await page.getByLabel(id('directReport.description')).fill(DESCRIPTION);
    await page.getByRole('button', { name: id('directReport.submit') }).click();
    await expect(page).toHaveURL(/\/direct-report\/RPT-[A-Z0-9]{8}$/);
    const code = new URL(page.url()).pathname.split('/').pop()!;
    expect(code).toMatch(REPORT_REF_CODE_PATTERN);
    await expect(mainHeading(page)).toHaveText(id('directReport.title', { code }));
    await expect(reportPage(page).getByRole('status').first()).toHaveText(id('directReport.sent'));
    await expect(reportPage(page).getByTestId('direct-report-subject')).toContainText(position);
    await expect(reportPage(page).getByText(id('directReport.reasons.fraud'))).toBeVisible();
    await expect(reportPage(page).getByText(DESCRIPTION)).toBeVisible();
    await expect(page.getByTestId('direct-report-status').locator('[aria-current="step"]')).toHaveText(
      id('directReport.statuses.received'),
    );
    await expect(page.getByTestId('event-ad')).toHaveCount(0);

    // A detail: a text and a screenshot through the forms upload widget.
    await page.getByRole('textbox', { name: id('directReport.detailText'), exact: true }).fill(DETAIL);
    await reportPage(page)
      .getByTestId('upload-input')
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
    // The detail takes the file once it is stored: submitting while it uploads would send the text alone.
    await expect(reportPage(page).getByTestId('upload-item')).toContainText(id('upload.uploaded'));
    await page.getByRole('button', { name: id('directReport.detailSubmit') }).click();
    await expect(reportPage(page).getByText(id('directReport.detailAdded'))).toBeVisible();
    const details = page.getByTestId('direct-report-details');
    await expect(details).toContainText(DETAIL);
    await expect(details.getByRole('link', { name: 'bukti.png' })).toHaveAttribute('href', /\/files\//);

    // Stored by the api: a reload shows the same report, then English re-renders it without a reload.
    await page.reload();
    await expect(page.getByTestId('direct-report-details')).toContainText(DETAIL);
    await languageButton(page, 'en').click();
    await expect(mainHeading(page)).toHaveText(en('directReport.title', { code }));
    await expect(page.getByTestId('direct-report-status').locator('[aria-current="step"]')).toHaveText(
      en('directReport.statuses.received'),
    );
    await expect(reportPage(page).getByText(en('directReport.reasons.fraud'))).toBeVisible();
    await expect(reportPage(page).getByRole('heading', { name: en('directReport.details'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en('directReport.detailSubmit') })).toBeVisible();
  });

  test('S1-2.3-03 a guest opening a report link is sent to sign in and comes back to the report', async ({ page, request }) => {
    const report = await reportOfKlobber(request);
    const path = `/direct-report/${report.reportRefCode}`;
    await page.goto(path);
    await expect(page).toHaveURL(`${SHELL_URL}/login?${new URLSearchParams({ from: path })}`);
    const form = loginForm(page);
    await form.email.fill(DEMO_ACCOUNTS.klobber);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(`${SHELL_URL}${path}`);
    await expect(mainHeading(page)).toHaveText(fill(textAt(forms.id, 'directReport.title'), { code: report.reportRefCode }));
    await expect(reportPage(page).getByText(DESCRIPTION)).toBeVisible();
  });

  test('another user opening the link sees not found and nothing of the report; an unknown and a malformed code are explained', async ({
    page,
    request,
  }) => {
    const report = await reportOfKlobber(request);
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    await page.goto(`/direct-report/${report.reportRefCode}`);
    await expect(mainHeading(page)).toHaveText(textAt(forms.id, 'directReport.notFound'));
    await expect(reportPage(page)).toContainText(fill(textAt(forms.id, 'directReport.notFoundText'), { code: report.reportRefCode }));
    await expect(reportPage(page).getByText(DESCRIPTION)).toHaveCount(0);
    await expect(reportPage(page).getByText(report.subjectTitle)).toHaveCount(0);

    await page.goto('/direct-report/RPT-ZZZZZZZZ');
    await expect(mainHeading(page)).toHaveText(textAt(forms.id, 'directReport.notFound'));
    await page.goto('/direct-report/12345');
    await expect(mainHeading(page)).toHaveText(textAt(forms.id, 'directReport.invalidCode'));
    await expect(reportPage(page).getByRole('link', { name: textAt(forms.id, 'directReport.toHome') })).toHaveAttribute('href', '/home');
  });
});
