import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Spinner } from './spinner';
import { renderWithI18n } from './test-utils';
import { VisuallyHidden } from './visually-hidden';

describe('Button', () => {
  test('is a button of type button by default and calls onClick', async () => {
    const onClick = jest.fn();
    renderWithI18n(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('while loading it is busy, disabled and shows a spinner', async () => {
    const onClick = jest.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Kirim
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Kirim/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the variants look different', () => {
    renderWithI18n(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
        <Button variant="ghost">C</Button>
      </>,
    );
    const [primary, secondary, ghost] = ['A', 'B', 'C'].map(
      (name) => getComputedStyle(screen.getByRole('button', { name })).backgroundColor,
    );
    expect(new Set([primary, secondary, ghost]).size).toBe(3);
  });
});

describe('Spinner and VisuallyHidden', () => {
  test('the spinner is a status with a readable label', () => {
    renderWithI18n(<Spinner label="Memuat pesan" />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat pesan');
  });

  test('the spinner says Loading... in English by default', () => {
    renderWithI18n(<Spinner />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  test('visually hidden text is still in the accessible name', () => {
    renderWithI18n(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Tutup</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
