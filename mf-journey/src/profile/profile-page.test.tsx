import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import type { ProfileHeader } from '@klob/shared/api-contract/content';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const header = (overrides: Partial<ProfileHeader> = {}): ProfileHeader => ({
  userId: 'USR-1',
  firstName: 'Kirana',
  lastName: 'Lestari',
  profilePictureUrl: null,
  profileVideoUrl: null,
  cvUrl: '/files/cv.pdf',
  workingStatus: null,
  isOwner: true,
  strengthPercent: 60,
  ...overrides,
});

function profileServices(answer: ProfileHeader) {
  const setup = createJourneyServices({ signedIn: true });
  setup.service.on('GET', PROFILE_PATHS.header(answer.userId), envelope(answer));
  return setup;
}

const mountProfile = async (services: Parameters<typeof mountJourneyPage>[0], userId = 'USR-1') => {
  await mountJourneyPage(services, `/profile/${userId}`, {}, { id: userId });
  return screen.findByTestId('profile-header');
};

test('S3-3-19 the owner changes the photo through the cropping upload slot: the stored file becomes the photo, and the shell is told', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.photo, ({ data }) => envelope(header({ profilePictureUrl: (data as { fileUrl: string }).fileUrl })));
  const told: unknown[] = [];
  const subscription = bus.on('profileChanged').subscribe((event) => told.push(event));
  const profileHeader = await mountProfile(services);
  expect(within(profileHeader).getByRole('img', { name: 'Kelengkapan profil 60%' })).toHaveTextContent('60%');
  await userEvent.click(screen.getByRole('button', { name: 'Ubah foto' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByTestId('unit-slot-mf_forms/upload')).toBeInTheDocument();
  act(() =>
    bus
      .as('mf_forms')
      .emit('fileUploaded', { uploadId: 'profile-photo-USR-1', url: '/files/foto.png', fileName: 'foto.png', present: true }),
  );
  await waitFor(() => expect(screen.getByTestId('profile-photo')).toHaveAttribute('src', '/files/foto.png'));
  expect(service.requests.find((r) => r.method === 'POST')?.data).toEqual({ fileUrl: '/files/foto.png' });
  expect(screen.queryByRole('dialog')).toBeNull();
  // The shell's header shows the photo too: it is told, once the photo is saved.
  expect(told).toEqual([{ userId: 'USR-1' }]);
  subscription.unsubscribe();
});

test('S3-3-19 a refused photo keeps the dialog open and says so', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.photo, () => new HttpError(400, 'Bad Request', {}));
  await mountProfile(services);
  await userEvent.click(screen.getByRole('button', { name: 'Ubah foto' }));
  act(() =>
    bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-photo-USR-1', url: '/files/x.png', fileName: 'x.png', present: true }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Foto belum tersimpan. Coba lagi.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('S3-3-19 the owner sets the working status; preview hides the owner controls', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.workingStatus, envelope(header({ workingStatus: 'open-to-work' })));
  const told: unknown[] = [];
  const subscription = bus.on('profileChanged').subscribe((event) => told.push(event));
  await mountProfile(services);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status kerja' }), 'open-to-work');
  await waitFor(() => expect(service.requests.find((r) => r.method === 'POST')?.data).toEqual({ workingStatus: 'open-to-work' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status kerja' })).toBeEnabled());
  // The shell's header shows neither the working status nor anything it changes.
  expect(told).toEqual([]);
  subscription.unsubscribe();
  await userEvent.click(screen.getByRole('button', { name: 'Lihat sebagai pengunjung' }));
  expect(screen.queryByRole('button', { name: 'Ubah foto' })).toBeNull();
  expect(screen.getByText('Terbuka untuk pekerjaan')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Kembali ke profilku' }));
  expect(screen.getByRole('button', { name: 'Ubah foto' })).toBeInTheDocument();
});

test('S3-3-19 the CV modal shows the CV with a download link', async () => {
  const { services } = profileServices(header());
  await mountProfile(services);
  await userEvent.click(screen.getByRole('button', { name: 'Lihat CV' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('link', { name: 'Unduh CV' })).toHaveAttribute('href', '/files/cv.pdf');
});

test("someone else's profile has no owner controls", async () => {
  const { services } = profileServices(header({ userId: 'USR-2', isOwner: false, cvUrl: null }));
  await mountProfile(services, 'USR-2');
  expect(screen.queryByRole('button', { name: 'Ubah foto' })).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Lihat CV' })).toBeNull();
});

test('an unknown profile says it was not found', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', PROFILE_PATHS.header('USR-X'), () => new HttpError(404, 'Not Found', {}));
  await mountJourneyPage(services, '/profile/USR-X', {}, { id: 'USR-X' });
  expect(await screen.findByText('Halaman yang kamu cari tidak ditemukan.')).toBeInTheDocument();
});

test('S3-3-19 the QR modal draws a QR code of the profile URL', async () => {
  const { services } = profileServices(header({ isOwner: false, cvUrl: null }));
  await mountProfile(services);
  await userEvent.click(screen.getByRole('button', { name: 'Kode QR' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`${window.location.origin}/profile/USR-1`)).toBeInTheDocument();
  const image = await within(dialog).findByTestId('profile-qr');
  expect(decodeURIComponent(image.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
});

test('S3-3-19 the owner uploads a profile video (mp4, no crop) and it plays on the profile', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.video, ({ data }) => envelope(header({ profileVideoUrl: (data as { fileUrl: string }).fileUrl })));
  await mountProfile(services);
  await userEvent.click(screen.getByRole('button', { name: 'Unggah video' }));
  expect(within(await screen.findByRole('dialog')).getByTestId('unit-slot-mf_forms/upload')).toBeInTheDocument();
  act(() =>
    bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-video-USR-1', url: '/files/v.mp4', fileName: 'v.mp4', present: true }),
  );
  await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', '/files/v.mp4'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

/** A route that refuses its first call and answers the later ones with `answer`. */
const refusedOnce = (answer: unknown) => {
  let calls = 0;
  return () => (++calls === 1 ? new HttpError(500, 'Internal Server Error', {}) : answer);
};

test('a refused working status says so, the saved status stays chosen and choosing again saves it', async () => {
  const { services, service } = profileServices(header());
  service.on('POST', PROFILE_PATHS.workingStatus, refusedOnce(envelope(header({ workingStatus: 'open-to-work' }))));
  await mountProfile(services);
  const select = screen.getByRole('combobox', { name: 'Status kerja' });
  await userEvent.selectOptions(select, 'open-to-work');
  expect(await screen.findByRole('alert')).toHaveTextContent('Status kerja belum tersimpan. Coba lagi.');
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'open-to-work');
  await waitFor(() => expect(select).toHaveValue('open-to-work'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(service.requests.filter((r) => r.url === PROFILE_PATHS.workingStatus).map((r) => r.data)).toEqual([
    { workingStatus: 'open-to-work' },
    { workingStatus: 'open-to-work' },
  ]);
});

test('while a working status is being saved the select takes no other choice', async () => {
  const { services, service } = profileServices(header());
  let answer: (body: unknown) => void = () => undefined;
  service.on('POST', PROFILE_PATHS.workingStatus, () => new Promise((resolve) => (answer = resolve)));
  await mountProfile(services);
  const select = screen.getByRole('combobox', { name: 'Status kerja' });
  await userEvent.selectOptions(select, 'open-to-work');
  expect(select).toBeDisabled();
  act(() => answer(envelope(header({ workingStatus: 'open-to-work' }))));
  await waitFor(() => expect(select).toBeEnabled());
  expect(select).toHaveValue('open-to-work');
  expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
});

test('S3-3-19 a refused photo uploaded again is saved: the message goes and the dialog closes', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.photo, refusedOnce(envelope(header({ profilePictureUrl: '/files/x.png' }))));
  await mountProfile(services);
  await userEvent.click(screen.getByRole('button', { name: 'Ubah foto' }));
  const upload = () =>
    act(() =>
      bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-photo-USR-1', url: '/files/x.png', fileName: 'x.png', present: true }),
    );
  upload();
  expect(await screen.findByRole('alert')).toHaveTextContent('Foto belum tersimpan. Coba lagi.');
  upload();
  await waitFor(() => expect(screen.getByTestId('profile-photo')).toHaveAttribute('src', '/files/x.png'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(service.requests.filter((r) => r.url === PROFILE_PATHS.photo)).toHaveLength(2);
});

test('a new save clears the message of an earlier refused one', async () => {
  const { services, service, bus } = profileServices(header());
  service.on('POST', PROFILE_PATHS.video, () => new HttpError(500, 'Internal Server Error', {}));
  service.on('POST', PROFILE_PATHS.workingStatus, envelope(header({ workingStatus: 'open-to-work' })));
  await mountProfile(services);
  act(() =>
    bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-video-USR-1', url: '/files/v.mp4', fileName: 'v.mp4', present: true }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Video belum tersimpan. Coba lagi.');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status kerja' }), 'open-to-work');
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
