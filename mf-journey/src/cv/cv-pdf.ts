/** One line of the PDF: its text, size in points and whether it is bold. */
export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_GAP = 1.45;

/** PDF string literals take Latin-1 text with (, ) and \ escaped; other characters become '?'. */
const pdfText = (text: string) =>
  [...text]
    .map((char) => (char.charCodeAt(0) > 255 ? '?' : char))
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`);

/** Splits a paragraph into lines that fit the page at `size` (Helvetica averages about half an em per character). */
export function wrapText(text: string, size: number, width = PAGE_WIDTH - 2 * MARGIN): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > perLine) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A real PDF 1.4 document of the lines (A4, Helvetica and Helvetica-Bold, new pages as needed), written by hand: the CV
 * needs text only, so no library is shipped for it.
 */
export function buildPdf(lines: readonly PdfLine[]): Uint8Array {
  const pages: string[] = [];
  let content = '';
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.size * LINE_GAP;
    if (y - height < MARGIN) {
      pages.push(content);
      content = '';
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    content += `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${pdfText(line.text)}) Tj ET\n`;
  }
  pages.push(content);

  const objects: string[] = [];
  /** Adds an object and answers its number (objects count from 1). */
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesRoot = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((pageContent) => {
    const stream = add(`<< /Length ${pageContent.length} >>\nstream\n${pageContent}endstream`);
    return add(
      `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  // Latin-1 bytes throughout, so the xref offsets count bytes.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
