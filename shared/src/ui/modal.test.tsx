import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { renderWithI18n } from './test-utils';

function LogoutConfirm({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keluar</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Yakin ingin keluar?"
        closeOnBackdrop={closeOnBackdrop}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button>Ya</Button>
          </>
        }
      >
        <p>Sesi kamu akan berakhir.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  test('is a modal dialog named by its title, with focus moved inside', async () => {
    renderWithI18n(<LogoutConfirm />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));

    const dialog = screen.getByRole('dialog', { name: 'Yakin ingin keluar?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('Escape closes it and focus returns to the opener', async () => {
    renderWithI18n(<LogoutConfirm />);
    const opener = screen.getByRole('button', { name: 'Keluar' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('the close button is labelled in the current language', async () => {
    renderWithI18n(<LogoutConfirm />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Tab stays inside the dialog', async () => {
    renderWithI18n(<LogoutConfirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('a backdrop click closes it unless turned off', async () => {
    const { unmount } = renderWithI18n(<LogoutConfirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await userEvent.click(screen.getByText('Sesi kamu akan berakhir.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithI18n(<LogoutConfirm closeOnBackdrop={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
