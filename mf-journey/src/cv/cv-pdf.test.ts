import { buildPdf, wrapText } from './cv-pdf';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

test('the PDF starts and ends as a PDF, holds the text escaped and its xref points at each object', () => {
  const pdf = text(
    buildPdf([
      { text: 'Kirana (Lestari)', size: 20, bold: true },
      { text: 'Jakarta', size: 11 },
    ]),
  );
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(pdf).toContain('(Kirana \\(Lestari\\)) Tj');
  const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
  expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const offsets = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((match) => Number(match[1]));
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
});

test('long content goes on to new pages and long paragraphs wrap', () => {
  const pdf = text(buildPdf(Array.from({ length: 80 }, (_, i) => ({ text: `Baris ${i}`, size: 12 }))));
  expect(pdf).toMatch(/\/Count 2/);
  expect(wrapText('kata '.repeat(60), 11).length).toBeGreaterThan(1);
});
