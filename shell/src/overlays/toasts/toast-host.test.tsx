import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { Modal } from '@klob/shared/ui';
import { ToastHost } from './toast-host';
// Loaded up front, so the lazy list resolves at once.
import './toast-list';

function DialogOpener() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Buku Tamu">
      <p>Isi formulir</p>
    </Modal>
  );
}

test('a toast shown while a dialog is open sits in the dialog, above its content, and goes back over the page when it closes', async () => {
  const services = createTestServices();
  renderRoute(
    [
      {
        path: '*',
        element: (
          <>
            <ToastHost />
            <DialogOpener />
          </>
        ),
      },
    ],
    '/company/pt-samudra-logistik/CORP-SAMUDRA',
    services,
  );
  act(() => services.bus.emit('toast', { kind: 'warning', message: 'Periksa Form', durationMs: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Buku Tamu' });
  const toasts = await within(dialog).findByTestId('toasts');
  expect(toasts).toHaveAttribute('data-placement', 'dialog');
  expect(within(toasts).getByRole('status')).toHaveTextContent('Periksa Form');
  // Above the dialog's own content, in its flow: it covers none of it.
  expect(
    toasts.parentElement!.compareDocumentPosition(within(dialog).getByText('Isi formulir')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();

  act(() => screen.getByRole('button', { name: /Tutup|Close/ }).click());
  expect(await screen.findByTestId('toasts')).toHaveAttribute('data-placement', 'page');
  expect(screen.getByRole('status')).toHaveTextContent('Periksa Form');
});
