import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils';
import { FileField, baseFileName } from './file-field';

function ChooseCv({ onFiles = () => undefined }: { onFiles?: (files: File[]) => void }) {
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <FileField
      label="CV"
      fileName={fileName}
      accept=".pdf"
      onFiles={(files) => {
        setFileName(files[0]?.name ?? null);
        onFiles(files);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FileField', () => {
  test("S1-5-14 the choose button reads 'Pilih File'", () => {
    renderWithI18n(<ChooseCv />);
    expect(screen.getByRole('button', { name: 'CV' })).toHaveTextContent('Pilih File');
  });

  test('S1-5-13 a chosen file shows only its name', async () => {
    const onFiles = jest.fn();
    const { container } = renderWithI18n(<ChooseCv onFiles={onFiles} />);
    expect(screen.getByText('Belum ada file yang dipilih')).toBeInTheDocument();

    const cv = new File(['%PDF'], 'cv-kirana.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(container), cv);

    expect(onFiles).toHaveBeenCalledWith([cv]);
    expect(screen.getByText('cv-kirana.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CV' })).toHaveAccessibleDescription('cv-kirana.pdf');
  });

  test('S1-5-13 a stored file given as a path or url shows only its name', () => {
    renderWithI18n(
      <FileField label="Lampiran" fileName="https://files.klob.id/uploads/2025/03/sertifikat.pdf?token=abc" onFiles={() => undefined} />,
    );
    expect(screen.getByText('sertifikat.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/uploads/)).not.toBeInTheDocument();
    expect(baseFileName('C:\\fakepath\\foto.png')).toBe('foto.png');
  });

  test('the button opens the file chooser', async () => {
    const { container } = renderWithI18n(<ChooseCv />);
    const click = jest.spyOn(fileInput(container), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'CV' }));
    expect(click).toHaveBeenCalled();
  });

  test('S1-5-14 in English the button reads Choose File', () => {
    renderWithI18n(<ChooseCv />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'CV' })).toHaveTextContent('Choose File');
  });
});
