import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Popover } from './popover';

function CommunityButton() {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ position: 'relative' }}>
      <button ref={anchorRef} type="button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        Komunitas
      </button>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchorRef} label="Undangan komunitas">
        <a href="https://t.me/klob">Grup Telegram</a>
      </Popover>
      <p>outside</p>
    </div>
  );
}

describe('Popover', () => {
  test('the anchor opens and closes it', async () => {
    render(<CommunityButton />);
    const anchor = screen.getByRole('button', { name: 'Komunitas' });
    await userEvent.click(anchor);
    expect(screen.getByRole('dialog', { name: 'Undangan komunitas' })).toContainElement(
      screen.getByRole('link', { name: 'Grup Telegram' }),
    );
    await userEvent.click(anchor);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a click outside closes it; a click inside does not', async () => {
    render(<CommunityButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Komunitas' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Escape closes it and gives focus back to the anchor', async () => {
    render(<CommunityButton />);
    const anchor = screen.getByRole('button', { name: 'Komunitas' });
    await userEvent.click(anchor);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anchor).toHaveFocus();
  });
});
