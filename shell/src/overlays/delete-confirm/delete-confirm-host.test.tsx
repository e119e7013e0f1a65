import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { shellTranslations } from '../../texts/shell';
import { renderRoute } from '../../testing/render-route';
import { PageExtras } from '../page-extras';
import './delete-confirm-modal';

function renderPage() {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  services.http.service.post = jest.fn().mockResolvedValue({ status: 200 });
  renderRoute([{ path: '*', element: <PageExtras /> }], '/home', services);
  return services;
}

test('S1-4.7-03 a confirmDelete event opens the delete confirmation modal with its Yes, delete button; the confirmation goes back on the bus', async () => {
  const services = renderPage();
  const confirmed = jest.fn();
  services.bus.on('deleteConfirmed').subscribe(confirmed);
  act(() => services.bus.emit('confirmDelete', { requestId: 'history-7', message: 'Hapus riwayat ini?' }));
  expect(await screen.findByRole('dialog', { name: 'Hapus data ini?' })).toHaveTextContent('Hapus riwayat ini?');
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(confirmed).toHaveBeenCalledWith({ requestId: 'history-7' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("S1-4.7-04 with no action configured, 'Yes, delete' shows the alert 'action delete belum ada'", async () => {
  const services = renderPage();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  act(() => services.bus.emit('confirmDelete', {}));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(alert).toHaveBeenCalledWith('action delete belum ada');
});

test('cancelling closes the modal and confirms nothing', async () => {
  const services = renderPage();
  const confirmed = jest.fn();
  services.bus.on('deleteConfirmed').subscribe(confirmed);
  act(() => services.bus.emit('confirmDelete', { requestId: 'x' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(confirmed).not.toHaveBeenCalled();
});
