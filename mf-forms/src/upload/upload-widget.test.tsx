import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type FileUploadedEvent } from '@klob/shared';
import { UPLOAD_DELETE_TOKEN_HEADER, UPLOAD_ERROR_CODES, UPLOAD_PATHS, type UploadRequest } from '@klob/shared/api-contract/forms';
import { mountUnit, type MountedUnit } from '@klob/shared/testing';
import uploadUnit from '../expose/upload';
import { createFormsServices, envelope, type FormsTestSetup } from '../testing/forms-test-support';
import { readVideoDuration } from './file-reading';

jest.mock('./file-reading', () => ({ ...jest.requireActual('./file-reading'), readVideoDuration: jest.fn() }));

// jsdom has no object URLs; the crop dialog shows the chosen image through one.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:chosen-image';
  URL.revokeObjectURL = () => undefined;
});

const mounted: MountedUnit[] = [];
afterEach(async () => {
  jest.useRealTimers();
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountUpload(setup: FormsTestSetup, query: Record<string, string> = {}) {
  const unit = await mountUnit(
    uploadUnit,
    { services: setup.services, params: {}, query: { uploadId: 'cv', crop: 'off', ...query }, pathname: '/profile/user-42' },
    { name: `upload-${mounted.length}` },
  );
  mounted.push(unit);
  await waitFor(() => expect(setup.service.requests.some((request) => request.url === UPLOAD_PATHS.attachmentRules)).toBe(true));
  return unit;
}

const fileOf = (name: string, bytes: number, type = '') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

const choose = (user: ReturnType<typeof userEvent.setup>, ...files: File[]) => user.upload(screen.getByTestId('upload-input'), files);

function recordEvents(setup: FormsTestSetup) {
  const events: FileUploadedEvent[] = [];
  setup.services.bus.on('fileUploaded').subscribe((event) => events.push(event));
  return events;
}

test("S3-5-19 S3-8-04 a file over its master entry's size is refused before any byte is sent, with the 'Periksa File!' warning", async () => {
  const setup = createFormsServices();
  await mountUpload(setup);
  await choose(userEvent.setup({ applyAccept: false }), fileOf('cv.pdf', 5 * 1024 * 1024 + 1, 'application/pdf'));
  expect(await screen.findByText('cv.pdf: Ukuran file melebihi batas maksimal 5 MB')).toBeVisible();
  expect(setup.toasts).toContainEqual({ kind: 'warning', title: 'Periksa File!', message: 'Ukuran file melebihi batas maksimal 5 MB' });
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
});

test('S3-5-21 S3-9-04 without a master entry the limit is 2 MB: 2097152 bytes pass, one more is refused', async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, envelope('0123456789abcdef01234567-surat.docx'));
  await mountUpload(setup, { maxFiles: '3' });
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, fileOf('surat.docx', 2097153));
  expect(await screen.findByText('surat.docx: Ukuran file melebihi batas maksimal 2 MB')).toBeVisible();
  await choose(user, fileOf('surat.docx', 2097152));
  expect(await screen.findByText('Berhasil diunggah')).toBeVisible();
});

test('S3-5-20 a video longer than its lengthDuration is refused, read from the file itself', async () => {
  const setup = createFormsServices();
  jest.mocked(readVideoDuration).mockResolvedValue(61.5);
  await mountUpload(setup);
  await choose(userEvent.setup({ applyAccept: false }), fileOf('intro.mp4', 1024, 'video/mp4'));
  expect(await screen.findByText('intro.mp4: Durasi video melebihi batas maksimal 60 detik')).toBeVisible();
  expect(setup.toasts).toContainEqual(
    expect.objectContaining({ title: 'Periksa File!', message: 'Durasi video melebihi batas maksimal 60 detik' }),
  );
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
});

test("S3-5-22 S3-8-06 S3-8-05 a mov is refused as only-mp4, an unknown format as a format mismatch, each with 'Periksa File!'", async () => {
  const setup = createFormsServices();
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, fileOf('intro.mov', 1024, 'video/quicktime'));
  expect(await screen.findByText('intro.mov: Video hanya boleh berformat mp4')).toBeVisible();
  await choose(user, fileOf('setup.exe', 1024));
  expect(await screen.findByText('setup.exe: Format file tidak sesuai')).toBeVisible();
  expect(setup.toasts.map((toast) => [toast.title, toast.message])).toEqual([
    ['Periksa File!', 'Video hanya boleh berformat mp4'],
    ['Periksa File!', 'Format file tidak sesuai'],
  ]);
});

test('S3-5-23 S3-8-07 S3-9-05 more files than maxFiles shows an error for 5 seconds', async () => {
  const setup = createFormsServices();
  await mountUpload(setup, { maxFiles: '2' });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
  await choose(user, fileOf('a.pdf', 10), fileOf('b.pdf', 10), fileOf('c.pdf', 10));
  expect(screen.getByText('Maksimal 2 file')).toBeVisible();
  await act(() => jest.advanceTimersByTime(4_999));
  expect(screen.getByText('Maksimal 2 file')).toBeVisible();
  await act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Maksimal 2 file')).not.toBeInTheDocument();
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
});

test('S3-5-24 S3-4-05 S3-7-14 the name is sanitised to alphanumerics; the upload shows its real progress, then done', async () => {
  const setup = createFormsServices();
  let sent: UploadRequest | undefined;
  let progress: ((fraction: number) => void) | undefined;
  let finish: (value: unknown) => void = () => undefined;
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) => {
    sent = request.data as UploadRequest;
    progress = request.options?.onUploadProgress;
    return new Promise((resolve) => (finish = resolve));
  });
  const events = recordEvents(setup);
  await mountUpload(setup);
  await choose(userEvent.setup({ applyAccept: false }), new File(['%PDF-1.4'], 'CV saya (final).pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(progress).toBeDefined());
  expect(sent).toEqual({ base64: btoa('%PDF-1.4'), originalFilename: 'CVsayafinal.pdf' });
  act(() => progress!(0.4));
  const item = screen.getByTestId('upload-item');
  expect(within(item).getByText('CVsayafinal.pdf')).toBeVisible();
  expect(within(item).getByText('Mengunggah... 40%')).toBeVisible();
  expect(within(item).getByRole('progressbar')).toHaveAttribute('value', '40');
  await act(async () => finish(envelope('0123456789abcdef01234567-CVsayafinal.pdf')));
  expect(await within(item).findByText('Berhasil diunggah')).toBeVisible();
  expect(events).toEqual([
    { uploadId: 'cv', url: '/files/0123456789abcdef01234567-CVsayafinal.pdf', fileName: 'CVsayafinal.pdf', present: true },
  ]);
});

test('S3-4-06 a failed file is dropped from the list with its reason; a 413 says the file is too large', async () => {
  const setup = createFormsServices();
  setup.service.on(
    'POST',
    UPLOAD_PATHS.upload,
    () => new HttpError(400, 'Bad Request', { message: 'base64: ...', code: UPLOAD_ERROR_CODES.formatMismatch }),
  );
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, new File(['not a pdf'], 'palsu.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('palsu.pdf: Format file tidak sesuai')).toBeVisible();
  expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument();
  setup.service.on(
    'POST',
    UPLOAD_PATHS.upload,
    () => new HttpError(413, 'Payload Too Large', { message: 'Ukuran file terlalu besar untuk dikirim' }),
  );
  await choose(user, new File(['%PDF'], 'besar.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('besar.pdf: Ukuran file terlalu besar untuk dikirim')).toBeVisible();
  expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument();
});

test('a stored file is deleted through the delete call with its delete token, and the host hears it is gone', async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, { ...envelope('0123456789abcdef01234567-cv.pdf'), deleteToken: 'token-1' });
  setup.service.on('DELETE', UPLOAD_PATHS.delete, envelope(null));
  const events = recordEvents(setup);
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
  await user.click(screen.getByRole('button', { name: 'Hapus file cv.pdf' }));
  await waitFor(() => expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument());
  const deletion = setup.service.requests.find((request) => request.method === 'DELETE');
  expect(deletion?.options?.params).toEqual({ fileName: '0123456789abcdef01234567-cv.pdf' });
  expect(deletion?.options?.headers).toEqual({ [UPLOAD_DELETE_TOKEN_HEADER]: 'token-1' });
  expect(events.map((event) => event.present)).toEqual([true, false]);
});

test('S3-4-08 S3-4-09 stored images (jpg, jpeg, png, webp, gif) and videos (mp4) are previewed; a document is not', async () => {
  const setup = createFormsServices();
  jest.mocked(readVideoDuration).mockResolvedValue(10);
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) =>
    envelope(`0123456789abcdef01234567-${(request.data as UploadRequest).originalFilename}`),
  );
  const images = ['jpg', 'jpeg', 'png', 'webp', 'gif'].map((extension) => new File(['i'], `foto.${extension}`, { type: 'image/*' }));
  const video = new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
  const document = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
  await mountUpload(setup, { maxFiles: '7', crop: 'off' });
  await choose(userEvent.setup({ applyAccept: false }), ...images, video, document);
  await waitFor(() => expect(screen.getAllByText('Berhasil diunggah')).toHaveLength(7));
  expect(screen.getAllByTestId('upload-preview-image').map((image) => image.getAttribute('src'))).toEqual(
    images.map((image) => `/files/0123456789abcdef01234567-${image.name}`),
  );
  expect(screen.getByTestId('upload-preview-video')).toHaveAttribute('src', '/files/0123456789abcdef01234567-intro.mp4');
  const documentItem = screen.getAllByTestId('upload-item').find((item) => item.textContent?.includes('cv.pdf'))!;
  expect(within(documentItem).queryByRole('img')).toBeNull();
});

test('S3-4-07 an image goes through the crop dialog unless cropping is off', async () => {
  const setup = createFormsServices();
  await mountUpload(setup, { crop: 'on', shape: 'rect' });
  await choose(userEvent.setup({ applyAccept: false }), new File(['png'], 'foto.png', { type: 'image/png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sesuaikan Gambar' });
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
  // S3-4-10 S3-4-11: zoom 1..3 by 0.1, rotation 0..360.
  expect(within(dialog).getByLabelText('Perbesar')).toMatchObject({ min: '1', max: '3', step: '0.1', value: '1' });
  expect(within(dialog).getByLabelText('Putar')).toMatchObject({ min: '0', max: '360', value: '0' });
});

test('S3-8-03 a failed attachment master load shows the Error toast with the try-again text', async () => {
  const setup = createFormsServices({ rules: new HttpError(500, 'Internal Server Error', { message: 'boom' }) });
  await mountUpload(setup);
  await waitFor(() =>
    expect(setup.toasts).toContainEqual({ kind: 'danger', title: 'Error', message: 'Gagal memuat data. Silakan coba lagi nanti.' }),
  );
});

test('S3-3-12 the attachment master decides by its id (the extension): size in bytes, and lengthDuration in seconds for videos', async () => {
  const setup = createFormsServices({
    rules: [
      { id: 'mp4', type: 'video', extension: [], size: 3 * 1024 * 1024, lengthDuration: 15 },
      { id: 'png', type: 'image', extension: [], size: 1024 * 1024, lengthDuration: null },
    ],
  });
  setup.service.on('POST', UPLOAD_PATHS.upload, envelope('0123456789abcdef01234567-intro.mp4'));
  await mountUpload(setup, { maxFiles: '3' });
  const user = userEvent.setup({ applyAccept: false });
  jest.mocked(readVideoDuration).mockResolvedValue(10);
  await choose(user, fileOf('intro.mp4', 3 * 1024 * 1024 + 1, 'video/mp4'));
  expect(await screen.findByText('intro.mp4: Ukuran file melebihi batas maksimal 3 MB')).toBeVisible();
  jest.mocked(readVideoDuration).mockResolvedValue(15.5);
  await choose(user, fileOf('intro.mp4', 1024 * 1024, 'video/mp4'));
  expect(await screen.findByText('intro.mp4: Durasi video melebihi batas maksimal 15 detik')).toBeVisible();
  await choose(user, fileOf('foto.png', 1024 * 1024 + 1, 'image/png'));
  expect(await screen.findByText('foto.png: Ukuran file melebihi batas maksimal 1 MB')).toBeVisible();
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
  // Within both limits the video is stored.
  jest.mocked(readVideoDuration).mockResolvedValue(15);
  await choose(user, fileOf('intro.mp4', 3 * 1024 * 1024, 'video/mp4'));
  expect(await screen.findByText('Berhasil diunggah')).toBeVisible();
});

test('a file uploaded in this visit and replaced is deleted once its replacement is stored', async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) =>
    envelope(`0123456789abcdef01234567-${(request.data as UploadRequest).originalFilename}`),
  );
  setup.service.on('DELETE', UPLOAD_PATHS.delete, envelope(null));
  const events = recordEvents(setup);
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, new File(['%PDF'], 'lama.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
  await user.click(screen.getByRole('button', { name: 'Ganti lama.pdf' }));
  await choose(user, new File(['%PDF'], 'baru.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('link', { name: 'baru.pdf' })).toHaveAttribute('href', '/files/0123456789abcdef01234567-baru.pdf');
  await waitFor(() => expect(screen.queryByText('lama.pdf')).not.toBeInTheDocument());
  const deletion = setup.service.requests.find((request) => request.method === 'DELETE');
  expect(deletion?.options?.params).toEqual({ fileName: '0123456789abcdef01234567-lama.pdf' });
  await waitFor(() =>
    expect(events.map((event) => [event.fileName, event.present])).toEqual([
      ['lama.pdf', true],
      ['baru.pdf', true],
      ['lama.pdf', false],
    ]),
  );
});

test("a second file chosen on a one-file field replaces the first instead of 'Maksimal 1 file'", async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) =>
    envelope(`0123456789abcdef01234567-${(request.data as UploadRequest).originalFilename}`),
  );
  setup.service.on('DELETE', UPLOAD_PATHS.delete, envelope(null));
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, new File(['%PDF'], 'pertama.pdf', { type: 'application/pdf' }));
  await screen.findByText('Berhasil diunggah');
  expect(screen.getByRole('button', { name: 'Pilih File' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Pilih File' }));
  await choose(user, new File(['%PDF'], 'kedua.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('link', { name: 'kedua.pdf' })).toBeVisible();
  await waitFor(() => expect(screen.queryByText('pertama.pdf')).not.toBeInTheDocument());
  expect(screen.getAllByTestId('upload-item')).toHaveLength(1);
  expect(screen.queryByText('Maksimal 1 file')).not.toBeInTheDocument();
});

test('S3-5-24 S3-4-07 an image named with # or ? keeps its extension, is taken as an image and goes to the cropper', async () => {
  const setup = createFormsServices();
  await mountUpload(setup, { crop: 'on', accept: 'image/*' });
  await choose(userEvent.setup({ applyAccept: false }), new File(['png'], 'foto kandidat#1.png', { type: 'image/png' }));
  expect(await screen.findByRole('dialog', { name: 'Sesuaikan Gambar' })).toBeVisible();
  expect(screen.queryByText(/Format file tidak sesuai/)).not.toBeInTheDocument();
});

test('a field that takes PDF only offers PDF in the picker and refuses an image without cropping it', async () => {
  const setup = createFormsServices();
  await mountUpload(setup, { crop: 'on', accept: '.pdf' });
  expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', '.pdf');
  await choose(userEvent.setup({ applyAccept: false }), new File(['png'], 'transkrip.png', { type: 'image/png' }));
  expect(await screen.findByText('transkrip.png: Format file tidak sesuai')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(setup.service.requests.some((request) => request.method === 'POST')).toBe(false);
});

test("S1-5-13 S1-5-14 the file input is the 'Pilih File' button and a stored file shows by its name only, not its stored path", async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, envelope('0123456789abcdef01234567-ijazah.pdf'));
  await mountUpload(setup);
  expect(screen.getByRole('button', { name: 'Pilih File' })).toBeVisible();
  expect(screen.getByTestId('upload-input')).toHaveAttribute('aria-hidden', 'true');
  await choose(userEvent.setup({ applyAccept: false }), new File(['%PDF'], 'ijazah.pdf', { type: 'application/pdf' }));
  const item = await screen.findByTestId('upload-item');
  await within(item).findByText('Berhasil diunggah');
  const link = within(item).getByRole('link');
  expect(link).toHaveTextContent(/^ijazah\.pdf$/);
  expect(link).toHaveAttribute('href', expect.stringContaining('0123456789abcdef01234567-ijazah.pdf'));
  expect(item).not.toHaveTextContent('0123456789abcdef01234567');
});

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const storedAs = (name: string) => envelope(`0123456789abcdef01234567-${name}`);
const postedNames = (setup: FormsTestSetup) =>
  setup.service.requests.filter((request) => request.method === 'POST').map((request) => (request.data as UploadRequest).originalFilename);

/** Answers each upload when the test says so; an aborted upload fails as the browser's would. */
function holdUploads(setup: FormsTestSetup) {
  const answers: Array<(body: unknown) => void> = [];
  const signals: AbortSignal[] = [];
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) => {
    const signal = request.options!.signal!;
    signals.push(signal);
    return new Promise((resolve, reject) => {
      answers.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  });
  return { answers, signals };
}

test('an upload on its way shows as pending; a refused one leaves with its reason, the stored file stays, and choosing it again sends it again', async () => {
  const setup = createFormsServices();
  const { answers } = holdUploads(setup);
  await mountUpload(setup, { maxFiles: '2' });
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, pdf('ijazah.pdf'));
  await waitFor(() => expect(answers).toHaveLength(1));
  await act(async () => answers[0]!(storedAs('ijazah.pdf')));
  await screen.findByText('Berhasil diunggah');

  await choose(user, pdf('transkrip.pdf'));
  await waitFor(() => expect(answers).toHaveLength(2));
  const pending = screen.getAllByTestId('upload-item')[1]!;
  expect(within(pending).getByText('Mengunggah... 0%')).toBeVisible();
  expect(within(pending).getByRole('progressbar', { name: 'transkrip.pdf' })).toHaveAttribute('value', '0');
  await act(async () => answers[1]!(new HttpError(503, 'Service Unavailable', { message: 'Server sedang sibuk, coba lagi' })));
  expect(await screen.findByText('transkrip.pdf: Server sedang sibuk, coba lagi')).toBeVisible();
  expect(screen.getAllByTestId('upload-item')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'ijazah.pdf' })).toBeVisible();

  await choose(user, pdf('transkrip.pdf'));
  await waitFor(() => expect(answers).toHaveLength(3));
  await act(async () => answers[2]!(storedAs('transkrip.pdf')));
  await waitFor(() => expect(screen.getAllByText('Berhasil diunggah')).toHaveLength(2));
  expect(screen.queryByText(/Server sedang sibuk/)).not.toBeInTheDocument();
  expect(postedNames(setup)).toEqual(['ijazah.pdf', 'transkrip.pdf', 'transkrip.pdf']);
});

test('files chosen while another is uploading are listed at once and each is uploaded in its turn', async () => {
  const setup = createFormsServices();
  const { answers } = holdUploads(setup);
  await mountUpload(setup, { maxFiles: '3' });
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, pdf('satu.pdf'));
  await waitFor(() => expect(answers).toHaveLength(1));
  await choose(user, pdf('dua.pdf'));
  expect(screen.getAllByText('Mengunggah... 0%')).toHaveLength(2);
  await act(async () => answers[0]!(storedAs('satu.pdf')));
  await waitFor(() => expect(answers).toHaveLength(2));
  await act(async () => answers[1]!(storedAs('dua.pdf')));
  await waitFor(() => expect(screen.getAllByText('Berhasil diunggah')).toHaveLength(2));
  expect(postedNames(setup)).toEqual(['satu.pdf', 'dua.pdf']);
});

test('a file removed while it uploads is stopped and leaves without a warning; the next file chosen goes through', async () => {
  const setup = createFormsServices();
  const { answers, signals } = holdUploads(setup);
  const events = recordEvents(setup);
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, pdf('lama.pdf'));
  await waitFor(() => expect(signals).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Hapus file lama.pdf' }));
  expect(signals[0]!.aborted).toBe(true);
  expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument();

  await choose(user, pdf('baru.pdf'));
  await waitFor(() => expect(answers).toHaveLength(2));
  await act(async () => answers[1]!(storedAs('baru.pdf')));
  expect(await screen.findByRole('link', { name: 'baru.pdf' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(setup.toasts).toEqual([]);
  expect(events.map((event) => [event.fileName, event.present])).toEqual([['baru.pdf', true]]);
});

test('a delete the api refuses keeps the file with its reason; removing it again deletes it', async () => {
  const setup = createFormsServices();
  setup.service.on('POST', UPLOAD_PATHS.upload, storedAs('cv.pdf'));
  setup.service.on('DELETE', UPLOAD_PATHS.delete, new HttpError(500, 'Internal Server Error', { message: 'File belum bisa dihapus' }));
  const events = recordEvents(setup);
  await mountUpload(setup);
  const user = userEvent.setup({ applyAccept: false });
  await choose(user, pdf('cv.pdf'));
  await screen.findByText('Berhasil diunggah');
  await user.click(screen.getByRole('button', { name: 'Hapus file cv.pdf' }));
  expect(await screen.findByText('cv.pdf: File belum bisa dihapus')).toBeVisible();
  expect(setup.toasts).toContainEqual({ kind: 'warning', title: 'Periksa File!', message: 'File belum bisa dihapus' });
  expect(screen.getByRole('link', { name: 'cv.pdf' })).toBeVisible();

  setup.service.on('DELETE', UPLOAD_PATHS.delete, envelope(null));
  await user.click(screen.getByRole('button', { name: 'Hapus file cv.pdf' }));
  await waitFor(() => expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument());
  expect(setup.service.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  expect(events.map((event) => event.present)).toEqual([true, false]);
});

test('leaving the page while a file uploads stops the upload, and a late answer reaches neither the list nor the host', async () => {
  const setup = createFormsServices();
  let signal: AbortSignal | undefined;
  let answer: (body: unknown) => void = () => undefined;
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) => {
    signal = request.options?.signal;
    return new Promise((resolve) => (answer = resolve));
  });
  const events = recordEvents(setup);
  const unit = await mountUpload(setup);
  await choose(userEvent.setup({ applyAccept: false }), pdf('cv.pdf'));
  await waitFor(() => expect(signal).toBeDefined());
  mounted.splice(mounted.indexOf(unit), 1);
  await unit.unmount();
  expect(signal!.aborted).toBe(true);
  await act(async () => answer(storedAs('cv.pdf')));
  expect(events).toEqual([]);
  expect(setup.toasts).toEqual([]);
});
