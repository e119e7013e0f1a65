import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { KLOBFAIR_CORPORATE_ID, SURVEY_PATHS, UPLOAD_PATHS, type SurveySubmission, type SurveyView } from '@klob/shared/api-contract/forms';
import { mountUnit, type MountedUnit } from '@klob/shared/testing';
import guestbookUnit from '../expose/guestbook';
import { FULL_SURVEY, SIGNED_IN, createFormsServices, envelope, type FormsTestSetup } from '../testing/forms-test-support';
import { JOB_FAIR_SURVEY_OPENS_AT, isHiddenByDate, splitInTwoLines } from './guestbook-rules';

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountGuestbook(setup: FormsTestSetup, query: Record<string, string> = { corporateId: 'CORP-MERAPI' }) {
  const unit = await mountUnit(
    guestbookUnit,
    { services: setup.services, params: {}, query, pathname: '/home/klob-and-co/company/merapi/CORP-MERAPI' },
    // single-spa-react keeps one root per name: each mount of a test gets its own.
    { name: `guestbook-${mounted.length}` },
  );
  mounted.push(unit);
  return unit;
}

async function openPopup(user = userEvent.setup()) {
  await user.click(await screen.findByTestId('guestbook-button'));
  return { user, dialog: await screen.findByRole('dialog') };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Kirim' }));

/** Answers every question of FULL_SURVEY; the attachment gets a stored file through the upload widget. */
async function answerEverything(user: ReturnType<typeof userEvent.setup>, setup: FormsTestSetup) {
  await user.type(screen.getByLabelText(/^Nama/), 'Rani Wulandari');
  await user.type(screen.getByLabelText(/^Email/), 'rani@example.id');
  await user.type(screen.getByLabelText(/^Nomor Telepon/), '+628 123 456789');
  const [short, choice, multi, sequence] = screen.getAllByTestId('survey-question');
  await user.type(within(short!).getByRole('textbox'), 'Frontend Engineer');
  await user.click(within(choice!).getByLabelText('Lainnya'));
  await user.type(within(choice!).getByPlaceholderText('Tulis jawabanmu'), 'Kampus');
  await user.click(within(multi!).getByLabelText('Keuangan'));
  await user.click(within(multi!).getByLabelText('Teknologi'));
  // Sequence by keyboard: Lokasi moves to the top.
  await user.click(within(sequence!).getByRole('button', { name: 'Pindahkan Lokasi ke atas' }));
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) => {
    request.options?.onUploadProgress?.(0.5);
    return { ...envelope('0123456789abcdef01234567-cv.pdf') };
  });
  await user.upload(screen.getByTestId('upload-input'), new File(['%PDF-1.4'], 'cv saya.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
}

test('S3-2-13 S3-2-14 S3-4-01 the guestbook of a company page: a floating button with the survey name on two lines', async () => {
  await mountGuestbook(createFormsServices());
  const button = await screen.findByTestId('guestbook-button');
  expect(Array.from(button.querySelectorAll('span')).map((line) => line.textContent)).toEqual(['Buku Tamu Klob', 'Fair 2026']);
  expect(splitInTwoLines('Buku Tamu PT Merapi Energi')).toEqual(['Buku Tamu PT', 'Merapi Energi']);
});

test('S3-4-01 a survey without a header or without questions shows no guestbook', async () => {
  const empty = createFormsServices({ survey: { header: null, question: [] } });
  await mountGuestbook(empty);
  await waitFor(() => expect(empty.service.requests.some((request) => request.url === SURVEY_PATHS.view)).toBe(true));
  const noQuestions = createFormsServices({ survey: { ...FULL_SURVEY, question: [] } });
  await mountGuestbook(noQuestions);
  await act(() => Promise.resolve());
  expect(screen.queryByTestId('guestbook-button')).not.toBeInTheDocument();
});

test('S3-6-01 S3-3-03 S3-4-02 a visitor sees a survey only when notLogin; a signed-in user sees it either way', async () => {
  const closed = { ...FULL_SURVEY, header: { ...FULL_SURVEY.header!, notLogin: false } };
  const visitor = createFormsServices({ survey: closed });
  await mountGuestbook(visitor);
  await waitFor(() => expect(visitor.service.requests.length).toBeGreaterThan(0));
  await act(() => Promise.resolve());
  expect(screen.queryByTestId('guestbook-button')).not.toBeInTheDocument();
  await mountGuestbook(createFormsServices({ survey: closed, auth: SIGNED_IN }));
  expect(await screen.findByTestId('guestbook-button')).toBeVisible();
});

test('S3-7-05 the survey is asked for the route corporateId, or the fixed job-fair id on job-fair pages', async () => {
  const company = createFormsServices();
  await mountGuestbook(company, { corporateId: 'CORP-NUSANTARA' });
  await screen.findByTestId('guestbook-button');
  expect(company.service.requests[0]?.options?.params).toEqual({ corporateId: 'CORP-NUSANTARA' });
  const jobFair = createFormsServices();
  await mountGuestbook(jobFair, { jobFair: '1' });
  await waitFor(() => expect(jobFair.service.requests[0]?.options?.params).toEqual({ corporateId: KLOBFAIR_CORPORATE_ID }));
  // The job-fair page hides its survey before its fixed opening date in October 2020.
  expect(isHiddenByDate(KLOBFAIR_CORPORATE_ID, new Date('2020-10-01T00:00:00Z'))).toBe(true);
  expect(isHiddenByDate(KLOBFAIR_CORPORATE_ID, JOB_FAIR_SURVEY_OPENS_AT)).toBe(false);
  expect(isHiddenByDate('CORP-NUSANTARA', new Date('2020-10-01T00:00:00Z'))).toBe(false);
});

test('S3-2-15 S3-3-01 the popup shows the header, the description sanitised, and the terms links', async () => {
  const setup = createFormsServices();
  await mountGuestbook(setup);
  const { user, dialog } = await openPopup();
  expect(within(dialog).getByRole('heading', { name: 'Buku Tamu Klob Fair 2026' })).toBeVisible();
  expect(within(dialog).getByText('buku tamu')).toBeVisible();
  expect(dialog.querySelector('img[onerror]')).toBeNull();
  expect(within(dialog).getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute('href', '/terms#klobber');
  const privacy = within(dialog).getByRole('link', { name: 'Kebijakan Privasi' });
  expect(privacy).toHaveAttribute('href', '/terms?tab=privacy#klobber');
  await user.click(privacy);
  expect(setup.services.navigate).toHaveBeenCalledWith('/terms?tab=privacy#klobber');
});

test('S3-3-02 S3-5-01 S3-5-02 S3-5-05 S3-5-08 S3-5-14 S3-5-15 S3-5-18 an empty submit shows every message and warns Periksa Form', async () => {
  const setup = createFormsServices();
  await mountGuestbook(setup);
  const { user } = await openPopup();
  await submit(user);
  expect(await screen.findByText('Nama wajib diisi')).toBeVisible();
  expect(screen.getByText('Email wajib diisi')).toBeVisible();
  expect(screen.getByText('Nomor telepon wajib diisi')).toBeVisible();
  // short, multiple choice, multiple response and the attachment are unanswered; orderings start answered.
  expect(screen.getAllByText('Anda belum menjawab pertanyaan ini')).toHaveLength(4);
  expect(setup.toasts).toContainEqual(expect.objectContaining({ kind: 'warning', message: 'Periksa Form' }));
  expect(screen.getByTestId('survey-form-warning')).toHaveTextContent('Periksa Form');
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
});

test('S3-5-17 submitting with errors scrolls to the first error field', async () => {
  const scrolled: string[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolled.push(this.id);
  };
  try {
    const setup = createFormsServices();
    await mountGuestbook(setup);
    const { user } = await openPopup();
    await user.type(screen.getByLabelText(/^Nama/), 'Rani');
    await submit(user);
    await screen.findByText('Email wajib diisi');
    expect(scrolled).toHaveLength(1);
    expect(document.getElementById(scrolled[0]!)).toBe(screen.getByLabelText(/^Email/));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('S3-5-03 S3-5-06 S3-5-07 the email must be well-formed; the phone at most 16 digits and of the international pattern', async () => {
  await mountGuestbook(createFormsServices());
  const { user } = await openPopup();
  await user.type(screen.getByLabelText(/^Email/), 'rani@example');
  await user.type(screen.getByLabelText(/^Nomor Telepon/), '+62 812 3456 7890 1234');
  await submit(user);
  expect(await screen.findByText('Format email yang kamu masukkan salah')).toBeVisible();
  expect(screen.getByText('Maksimal 16 karakter')).toBeVisible();
  await user.clear(screen.getByLabelText(/^Nomor Telepon/));
  await user.type(screen.getByLabelText(/^Nomor Telepon/), '0812-34');
  expect(await screen.findByText('Format tidak sesuai')).toBeVisible();
  await user.clear(screen.getByLabelText(/^Nomor Telepon/));
  await user.type(screen.getByLabelText(/^Nomor Telepon/), '(021) 555-12345');
  await waitFor(() => expect(screen.queryByText('Format tidak sesuai')).not.toBeInTheDocument());
  // The field's own example, spaces and + included, is a valid number (issue 21).
  const phone = screen.getByLabelText(/^Nomor Telepon/);
  await user.clear(phone);
  await user.type(phone, phone.getAttribute('placeholder')!);
  expect(phone).toHaveValue('+62 812 3456 7890');
  await waitFor(() => expect(screen.queryByText(/Format tidak sesuai|Maksimal 16 karakter/)).not.toBeInTheDocument());
});

test('S3-5-10 S3-5-11 S3-5-12 S3-5-13 S3-9-02 S3-9-03 short answers and the others text are at most 255 (255 is accepted); others is required only when chosen', async () => {
  await mountGuestbook(createFormsServices());
  const { user } = await openPopup();
  const [short, choice] = screen.getAllByTestId('survey-question');
  await user.click(within(short!).getByRole('textbox'));
  await user.paste('a'.repeat(256));
  await user.click(within(choice!).getByLabelText('Instagram'));
  expect(within(choice!).queryByPlaceholderText('Tulis jawabanmu')).not.toBeInTheDocument();
  await submit(user);
  expect(await within(short!).findByText('Maksimal 255 karakter')).toBeVisible();
  expect(within(choice!).queryByText('Wajib diisi')).not.toBeInTheDocument();
  await user.click(within(choice!).getByLabelText('Lainnya'));
  await submit(user);
  expect(await within(choice!).findByText('Wajib diisi')).toBeVisible();
  await user.click(within(choice!).getByPlaceholderText('Tulis jawabanmu'));
  await user.paste('b'.repeat(256));
  expect(await within(choice!).findByText('Maksimal 255 karakter')).toBeVisible();
  // One character less: 255 in each field, and neither is refused any more.
  await user.type(within(short!).getByRole('textbox'), '{Backspace}');
  await user.type(within(choice!).getByPlaceholderText('Tulis jawabanmu'), '{Backspace}');
  expect(within(short!).getByRole('textbox')).toHaveValue('a'.repeat(255));
  expect(within(choice!).getByPlaceholderText('Tulis jawabanmu')).toHaveValue('b'.repeat(255));
  await waitFor(() => expect(within(short!).queryByText('Maksimal 255 karakter')).not.toBeInTheDocument());
  expect(within(choice!).queryByText('Maksimal 255 karakter')).not.toBeInTheDocument();
});

test('S3-3-08 S3-3-09 S3-3-16 S3-3-17 S3-3-18 S3-4-03 S3-4-04 the submission of spec 3 §3; after the save the popup confirms it, and once closed the survey is done', async () => {
  const setup = createFormsServices();
  let saved: SurveySubmission | undefined;
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved = request.data as SurveySubmission;
    return envelope({ submissionId: 'SUB-1' });
  });
  await mountGuestbook(setup);
  const { user } = await openPopup();
  await answerEverything(user, setup);
  await submit(user);
  await waitFor(() => expect(saved).toBeDefined());
  expect(saved).toEqual({
    surveyId: 'SRV-TEST',
    name: 'Rani Wulandari',
    email: 'rani@example.id',
    phone: '+628 123 456789',
    option: [
      { surveyId: 'SRV-TEST', questionId: 'Q1', answerText: 'Frontend Engineer' },
      { surveyId: 'SRV-TEST', questionId: 'Q2', answerId: 'Q2-A3', answerText: 'Kampus' },
      {
        surveyId: 'SRV-TEST',
        questionId: 'Q3',
        answerSequence: [
          { answerId: 'Q3-A1', sequence: 1, answerText: 'Teknologi', otherAnswer: null },
          { answerId: 'Q3-A2', sequence: 2, answerText: 'Keuangan', otherAnswer: null },
        ],
      },
      {
        surveyId: 'SRV-TEST',
        questionId: 'Q4',
        answerSequence: [
          { answerId: 'Q4-A2', sequence: 1, answerText: 'Lokasi' },
          { answerId: 'Q4-A1', sequence: 2, answerText: 'Gaji' },
          { answerId: 'Q4-A3', sequence: 3, answerText: 'Budaya' },
        ],
      },
      {
        surveyId: 'SRV-TEST',
        questionId: 'Q5',
        answerSequence: [
          { answerId: 'Q5-A1', sequence: 1, answerText: 'Expo' },
          { answerId: 'Q5-A2', sequence: 2, answerText: 'Webinar' },
        ],
      },
      { surveyId: 'SRV-TEST', questionId: 'Q6', answerText: '/files/0123456789abcdef01234567-cv.pdf' },
    ],
  });
  // The popup says it was saved (issue 21) instead of its form; closed, the button is gone.
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih! Jawabanmu sudah tersimpan.');
  expect(within(dialog).queryByLabelText(/^Nama/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByTestId('guestbook-button')).not.toBeInTheDocument();
});

test('S3-8-01 S3-8-02 a refused save shows the server message as a warning, a network error a danger toast; what was typed stays', async () => {
  const setup = createFormsServices();
  setup.service.on(
    'POST',
    SURVEY_PATHS.save,
    () => new HttpError(400, 'Bad Request', { status: 400, message: 'phone: Format tidak sesuai' }),
  );
  await mountGuestbook(setup);
  const { user } = await openPopup();
  await answerEverything(user, setup);
  await submit(user);
  await waitFor(() => expect(setup.toasts).toContainEqual({ kind: 'warning', message: 'phone: Format tidak sesuai' }));
  expect(screen.getByLabelText(/^Nama/)).toHaveValue('Rani Wulandari');
  setup.service.on('POST', SURVEY_PATHS.save, () => new HttpError(0, '', { message: 'Failed to fetch' }));
  await submit(user);
  await waitFor(() =>
    expect(setup.toasts).toContainEqual(expect.objectContaining({ kind: 'danger', message: 'Gagal menyimpan jawaban: Failed to fetch' })),
  );
  expect(screen.getByLabelText(/^Nama/)).toHaveValue('Rani Wulandari');
  expect(screen.getByText('cvsaya.pdf')).toBeVisible();
  expect(screen.queryByText('Terima kasih! Jawabanmu sudah tersimpan.')).not.toBeInTheDocument();
});

test('S3-5-04 a signed-in user does not see the email field; the account email is sent', async () => {
  const setup = createFormsServices({ auth: SIGNED_IN });
  let saved: SurveySubmission | undefined;
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved = request.data as SurveySubmission;
    return envelope({ submissionId: 'SUB-2' });
  });
  await mountGuestbook(setup);
  const { user } = await openPopup();
  expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Nama/), 'Sari Dewi');
  await user.type(screen.getByLabelText(/^Nomor Telepon/), '081234567890');
  await submit(user);
  await screen.findAllByText('Anda belum menjawab pertanyaan ini');
  expect(screen.queryByText('Email wajib diisi')).not.toBeInTheDocument();
  await answerEverythingButHeader(user, setup);
  await submit(user);
  await waitFor(() => expect(saved?.email).toBe('sari@klob.id'));
});

async function answerEverythingButHeader(user: ReturnType<typeof userEvent.setup>, setup: FormsTestSetup) {
  const [short, choice, multi] = screen.getAllByTestId('survey-question');
  await user.type(within(short!).getByRole('textbox'), 'Data Analyst');
  await user.click(within(choice!).getByLabelText('LinkedIn'));
  await user.click(within(multi!).getByLabelText('Teknologi'));
  setup.service.on('POST', UPLOAD_PATHS.upload, envelope('0123456789abcdef01234567-cv.pdf'));
  await user.upload(screen.getByTestId('upload-input'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
}

/** A survey whose fields the widgets must honour: a note and a template, options out of order, a free-text option. */
const FIELDS_SURVEY: SurveyView = {
  header: { ...FULL_SURVEY.header!, name: '', email: '', phone: '' },
  question: [
    {
      questionId: 'QF1',
      questionText: 'Dari mana kamu tahu?',
      questionType: 'multiple choice',
      mandatory: 'y',
      answerNote: 'Pilih satu sumber utama',
      templateUrl: null,
      sequence: 1,
      option: [
        { answerId: 'QF1-C', answerText: 'Teman', others: false, otherAnswer: null, sequence: 3 },
        { answerId: 'QF1-A', answerText: 'Instagram', others: false, otherAnswer: null, sequence: 1 },
        { answerId: 'QF1-D', answerText: 'Sumber lain', others: true, otherAnswer: null, sequence: 4 },
        { answerId: 'QF1-B', answerText: 'LinkedIn', others: false, otherAnswer: null, sequence: 2 },
      ],
    },
    {
      questionId: 'QF2',
      questionText: 'Industri yang kamu minati?',
      questionType: 'multiple response',
      mandatory: 'y',
      answerNote: null,
      templateUrl: null,
      sequence: 2,
      option: [
        { answerId: 'QF2-B', answerText: 'Keuangan', others: false, otherAnswer: null, sequence: 2 },
        { answerId: 'QF2-X', answerText: 'Bidang lain', others: true, otherAnswer: null, sequence: 3 },
        { answerId: 'QF2-A', answerText: 'Teknologi', others: false, otherAnswer: null, sequence: 1 },
      ],
    },
    {
      questionId: 'QF3',
      questionText: 'Unggah portofolio',
      questionType: 'attachment',
      mandatory: 'y',
      answerNote: 'Isi templat lalu unggah kembali',
      templateUrl: '/files/0123456789abcdef01234567-templat.pdf',
      sequence: 3,
      option: [],
    },
  ],
};

test('S3-3-04 a question shows its text, its answerNote and a download link to its templateUrl', async () => {
  const setup = createFormsServices({ survey: FIELDS_SURVEY });
  await mountGuestbook(setup);
  await openPopup();
  const [choice, , attachment] = screen.getAllByTestId('survey-question');
  expect(choice).toHaveAccessibleName('Dari mana kamu tahu?');
  expect(within(choice!).getByText('Pilih satu sumber utama')).toBeVisible();
  expect(within(attachment!).getByText('Isi templat lalu unggah kembali')).toBeVisible();
  expect(within(attachment!).getByRole('link', { name: 'Unduh Template' })).toHaveAttribute(
    'href',
    '/files/0123456789abcdef01234567-templat.pdf',
  );
  expect(within(choice!).queryByRole('link')).not.toBeInTheDocument();
});

test('S3-3-07 options show in their sequence; an others option reveals a text box whose text is sent as the answer and as otherAnswer', async () => {
  const setup = createFormsServices({ survey: FIELDS_SURVEY });
  let saved: SurveySubmission | undefined;
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved = request.data as SurveySubmission;
    return envelope({ submissionId: 'SUB-F' });
  });
  setup.service.on('POST', UPLOAD_PATHS.upload, envelope('0123456789abcdef01234567-porto.pdf'));
  await mountGuestbook(setup);
  const { user } = await openPopup();
  const [choice, multi] = screen.getAllByTestId('survey-question');
  const labels = (fieldset: HTMLElement) => within(fieldset).queryAllByRole('radio').concat(within(fieldset).queryAllByRole('checkbox'));
  expect(labels(choice!).map((input) => input.closest('label')?.textContent)).toEqual(['Instagram', 'LinkedIn', 'Teman', 'Sumber lain']);
  expect(labels(multi!).map((input) => input.closest('label')?.textContent)).toEqual(['Teknologi', 'Keuangan', 'Bidang lain']);

  expect(within(choice!).queryByPlaceholderText('Tulis jawabanmu')).not.toBeInTheDocument();
  await user.click(within(choice!).getByLabelText('Sumber lain'));
  await user.type(within(choice!).getByPlaceholderText('Tulis jawabanmu'), 'Pameran kampus');
  await user.click(within(multi!).getByLabelText('Bidang lain'));
  await user.click(within(multi!).getByLabelText('Teknologi'));
  await user.type(within(multi!).getByPlaceholderText('Tulis jawabanmu'), 'Agrikultur');
  await user.upload(screen.getByTestId('upload-input'), new File(['%PDF-1.4'], 'porto.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
  await submit(user);
  await waitFor(() => expect(saved).toBeDefined());
  expect(saved!.option).toContainEqual({ surveyId: 'SRV-TEST', questionId: 'QF1', answerId: 'QF1-D', answerText: 'Pameran kampus' });
  expect(saved!.option).toContainEqual({
    surveyId: 'SRV-TEST',
    questionId: 'QF2',
    answerSequence: [
      { answerId: 'QF2-A', sequence: 1, answerText: 'Teknologi', otherAnswer: null },
      { answerId: 'QF2-X', sequence: 2, answerText: 'Bidang lain', otherAnswer: 'Agrikultur' },
    ],
  });
});
