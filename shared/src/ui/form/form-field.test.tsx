import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TEXT_INPUT_MAX_LENGTH } from './input-limits';
import { renderWithI18n } from '../test-utils';
import { FIELD_REQUIRED_ERROR, FormField } from './form-field';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('FormField and TextField', () => {
  test('S1-5-04 a required field shows a red asterisk', () => {
    renderWithI18n(
      <>
        <TextField label="Nama" name="name" required />
        <TextField label="Catatan" name="note" />
      </>,
    );
    const asterisks = screen.getAllByTestId('required-asterisk');
    expect(asterisks).toHaveLength(1);
    expect(asterisks[0]).toHaveTextContent('*');
    expect(asterisks[0]).toHaveStyle({ color: '#d32f2f' });
    expect(screen.getByRole('textbox', { name: /Nama/ })).toBeRequired();
  });

  test('S1-5-03 the default required message is the translated required text', () => {
    const { unmount } = renderWithI18n(<TextField label="Nama" error={FIELD_REQUIRED_ERROR} touched />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wajib diisi');
    unmount();
    renderWithI18n(<TextField label="Name" error={FIELD_REQUIRED_ERROR} touched />, { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });

  test('S1-5-05 a field error is translated and shown under the field, tied to the input', () => {
    renderWithI18n(<TextField label="Email" error="emailInvalid" touched />, {
      resources: { id: { unit: { emailInvalid: 'Format email yang kamu masukkan salah' } } },
    });
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Format email yang kamu masukkan salah');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Format email yang kamu masukkan salah');
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('S1-5-05 an error given as text (with dots or colons) is shown as it is', () => {
    renderWithI18n(<TextField label="Telepon" error="Maksimal 16 karakter. Contoh: 0812" touched />);
    expect(screen.getByRole('alert')).toHaveTextContent('Maksimal 16 karakter. Contoh: 0812');
  });

  test('S1-5-06 a field error shows only once the field is touched', async () => {
    function TouchedOnBlur() {
      const [touched, setTouched] = useState(false);
      return <TextField label="Nama" required error={FIELD_REQUIRED_ERROR} touched={touched} onBlur={() => setTouched(true)} />;
    }
    renderWithI18n(<TouchedOnBlur />);
    const input = screen.getByRole('textbox', { name: /Nama/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Wajib diisi');
  });

  test('S1-5-10 S1-9-11 text inputs default to maxLength 255; a field may set its own', async () => {
    renderWithI18n(
      <>
        <TextField label="Judul" />
        <TextField label="Telepon" maxLength={16} />
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Judul' });
    expect(title).toHaveAttribute('maxLength', String(TEXT_INPUT_MAX_LENGTH));
    expect(TEXT_INPUT_MAX_LENGTH).toBe(255);
    await userEvent.type(title, 'a'.repeat(260));
    expect(title).toHaveValue('a'.repeat(255));
    expect(screen.getByRole('textbox', { name: 'Telepon' })).toHaveAttribute('maxLength', '16');
  });

  test('a hint describes the control too', () => {
    renderWithI18n(
      <FormField label="Kode" hint="6 digit">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription('6 digit');
  });
});

describe('PasswordField', () => {
  test('S1-5-11 a password field has a show/hide toggle', async () => {
    renderWithI18n(<PasswordField label="Kata sandi" />);
    const input = screen.getByLabelText('Kata sandi');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxLength', '255');

    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sembunyikan kata sandi' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  test('S1-5-11 the toggle speaks English too', () => {
    renderWithI18n(<PasswordField label="Password" />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
