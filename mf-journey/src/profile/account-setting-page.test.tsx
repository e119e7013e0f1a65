import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const OWN_PAGE = '/profile/USR-1/account-setting';
async function mountOwn(services: Parameters<typeof mountJourneyPage>[0]) {
  await mountJourneyPage(services, OWN_PAGE, {}, { id: 'USR-1' });
  await screen.findByTestId('password-form');
}
/** The input labelled `name` (a required field's label ends in its asterisk). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

test('S1-5-12 the new password and its retype show the match message once equal, and the toggle shows the password', async () => {
  const { services } = createJourneyServices({ signedIn: true });
  await mountOwn(services);
  await userEvent.type(field('Kata sandi baru'), 'Baru!Sekali99');
  expect(screen.queryByTestId('password-match')).toBeNull();
  await userEvent.type(field('Ulangi kata sandi baru'), 'Baru!Sekali99');
  expect(screen.getByTestId('password-match')).toHaveTextContent('Kata sandi cocok');
  await userEvent.type(field('Ulangi kata sandi baru'), 'x');
  expect(screen.queryByTestId('password-match')).toBeNull();
  const form = screen.getByTestId('password-form');
  const toggles = within(form).getAllByRole('button', { pressed: false });
  await userEvent.click(toggles[0]!);
  expect(field('Kata sandi saat ini')).toHaveAttribute('type', 'text');
});

test('a saved password change asks to sign in again and ends the session on the bus', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('POST', PROFILE_PATHS.changePassword, envelope({ userId: 'USR-1', passwordChanged: true }));
  const logout = jest.fn();
  const subscription = bus.on('logoutRequested').subscribe(logout);
  await mountOwn(services);
  await userEvent.type(field('Kata sandi saat ini'), 'Klob#2026');
  await userEvent.type(field('Kata sandi baru'), 'Baru!Sekali99');
  await userEvent.type(field('Ulangi kata sandi baru'), 'Baru!Sekali99');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  const changed = await screen.findByTestId('password-changed');
  expect(service.requests.find((r) => r.method === 'POST')?.data).toEqual({ currentPassword: 'Klob#2026', newPassword: 'Baru!Sekali99' });
  await userEvent.click(within(changed).getByRole('button', { name: 'Masuk dengan kata sandi baru' }));
  expect(logout).toHaveBeenCalledWith({ reason: 'session-expired' });
  subscription.unsubscribe();
});

test('a wrong current password is explained and what was typed stays', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on(
    'POST',
    PROFILE_PATHS.changePassword,
    () => new HttpError(400, 'Bad Request', { status: 400, message: 'Incorrect current password.', code: 'InvalidParameterException' }),
  );
  await mountOwn(services);
  await userEvent.type(field('Kata sandi saat ini'), 'Salah#2026');
  await userEvent.type(field('Kata sandi baru'), 'Baru!Sekali99');
  await userEvent.type(field('Ulangi kata sandi baru'), 'Baru!Sekali99');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi saat ini salah.');
  expect(field('Kata sandi baru')).toHaveValue('Baru!Sekali99');
});

/** Fills the form with a current password and a matching new one. */
async function fillPasswords(current = 'Klob#2026', next = 'Baru!Sekali99') {
  await userEvent.type(field('Kata sandi saat ini'), current);
  await userEvent.type(field('Kata sandi baru'), next);
  await userEvent.type(field('Ulangi kata sandi baru'), next);
}

test('a new password refused by the policy is explained, what was typed stays and a second try changes it', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  let refuse = true;
  service.on('POST', PROFILE_PATHS.changePassword, () =>
    refuse
      ? new HttpError(400, 'Bad Request', {
          status: 400,
          message: 'Password does not conform to policy.',
          code: 'InvalidPasswordException',
        })
      : envelope({ userId: 'USR-1', passwordChanged: true }),
  );
  await mountOwn(services);
  await fillPasswords('Klob#2026', 'barusekali99');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Kata sandi baru belum memenuhi syarat: huruf besar, huruf kecil, angka dan simbol.',
  );
  expect(field('Kata sandi saat ini')).toHaveValue('Klob#2026');
  expect(field('Ulangi kata sandi baru')).toHaveValue('barusekali99');

  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  expect(await screen.findByTestId('password-changed')).toHaveTextContent('Kata sandi berhasil diubah.');
  expect(service.requests.filter((r) => r.url === PROFILE_PATHS.changePassword)).toHaveLength(2);
});

test('while the change is being saved the form says so and a second submit sends nothing', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  let answer: (body: unknown) => void = () => undefined;
  service.on('POST', PROFILE_PATHS.changePassword, () => new Promise((resolve) => (answer = resolve)));
  await mountOwn(services);
  await fillPasswords();
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  expect(screen.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  fireEvent.submit(screen.getByTestId('password-form'));
  expect(service.requests).toHaveLength(1);
  act(() => answer(envelope({ userId: 'USR-1', passwordChanged: true })));
  expect(await screen.findByTestId('password-changed')).toBeInTheDocument();
});

test('an empty form is not sent and names the missing fields', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  await mountOwn(services);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  expect(screen.getAllByText('Wajib diisi.')).toHaveLength(3);
  expect(service.requests).toHaveLength(0);
});

test('closing the account asks for a confirmation before it sends the reason', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on(
    'POST',
    PROFILE_PATHS.unregister,
    envelope({ requestId: 1, userId: 'USR-1', reason: 'Pindah', status: 'pending', requestedAt: '', created: true }),
  );
  await mountOwn(services);
  await userEvent.type(screen.getByRole('textbox', { name: 'Alasan menutup akun' }), 'Pindah');
  await userEvent.click(screen.getByRole('button', { name: 'Tutup akun' }));
  const dialog = await screen.findByRole('dialog');
  expect(service.requests).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, tutup akun' }));
  expect(await screen.findByTestId('unregister-sent')).toBeInTheDocument();
  await waitFor(() => expect(service.requests[0]?.data).toEqual({ reason: 'Pindah' }));
});

test('a refused closing request closes the confirmation, says it was not sent and keeps the reason to send again', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  let refuse = true;
  service.on('POST', PROFILE_PATHS.unregister, () => {
    if (refuse) throw new HttpError(500, 'Internal Server Error', null);
    return envelope({ requestId: 1, userId: 'USR-1', reason: 'Pindah', status: 'pending', requestedAt: '', created: true });
  });
  await mountOwn(services);
  const reason = screen.getByRole('textbox', { name: 'Alasan menutup akun' });
  await userEvent.type(reason, 'Pindah');
  await userEvent.click(screen.getByRole('button', { name: 'Tutup akun' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, tutup akun' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Permintaan belum terkirim. Coba lagi.');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(reason).toHaveValue('Pindah');

  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Tutup akun' }));
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, tutup akun' }));
  expect(await screen.findByTestId('unregister-sent')).toBeInTheDocument();
});

test("someone else's account setting shows only a notice", async () => {
  const { services } = createJourneyServices({ signedIn: true });
  await mountJourneyPage(services, '/profile/USR-2/account-setting', {}, { id: 'USR-2' });
  expect(await screen.findByText('Hanya pemilik akun yang dapat membuka pengaturan ini.')).toBeInTheDocument();
  expect(screen.queryByTestId('password-form')).toBeNull();
});
