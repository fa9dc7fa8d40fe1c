/**
 * A very small PDF writer: A4 or custom pages with text in the standard Helvetica fonts
 * (WinAnsi, so æ, ø and å print) and filled rectangles. Enough for the club's letters,
 * cards and barcodes without a PDF library.
 */

export type FontName = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

export interface PdfPage {
  width: number;
  height: number;
  /** Content-stream operators, in PDF points from the bottom-left corner. */
  ops: string[];
}

export const A4 = { width: 595.28, height: 841.89 } as const;

const FONT_RESOURCE: Record<FontName, string> = { regular: 'F1', bold: 'F2' };

/** Characters WinAnsi has outside Latin-1, by their code in that encoding. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string in WinAnsi bytes, escaped; unknown characters become '?'. */
function literal(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI_EXTRA[char] ?? char.codePointAt(0) ?? 63;
    const byte = code <= 0xff && (code >= 0x20 || code === 0x09) ? code : 63;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

export function newPage(size: { width: number; height: number } = A4): PdfPage {
  return { width: size.width, height: size.height, ops: [] };
}

export function text(
  page: PdfPage,
  x: number,
  y: number,
  content: string,
  options: { size?: number; font?: FontName; colour?: Rgb } = {},
): void {
  const [r, g, b] = options.colour ?? [0.1, 0.12, 0.17];
  page.ops.push(
    `BT /${FONT_RESOURCE[options.font ?? 'regular']} ${num(options.size ?? 11)} Tf ${num(r)} ${num(g)} ${num(b)} rg ${num(x)} ${num(y)} Td ${literal(content)} Tj ET`,
  );
}

export function rect(page: PdfPage, x: number, y: number, width: number, height: number, colour: Rgb): void {
  const [r, g, b] = colour;
  page.ops.push(`${num(r)} ${num(g)} ${num(b)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
}

/** Helvetica is about half an em wide on average; a little more keeps lines inside the margin. */
const AVERAGE_CHAR_EM = 0.53;

/** Splits text into lines that fit `width` at `size`; blank-line-separated paragraphs stay apart. */
export function wrap(content: string, width: number, size: number): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * AVERAGE_CHAR_EM)));
  const lines: string[] = [];
  for (const paragraph of content.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > perLine) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes wrapped text downwards from `y`; returns the y below the last line. */
export function paragraph(
  page: PdfPage,
  x: number,
  y: number,
  width: number,
  content: string,
  options: { size?: number; font?: FontName; colour?: Rgb; leading?: number } = {},
): number {
  const size = options.size ?? 11;
  const leading = options.leading ?? size * 1.45;
  let cursor = y;
  for (const line of wrap(content, width, size)) {
    if (line !== '') text(page, x, cursor, line, options);
    cursor -= leading;
  }
  return cursor;
}

/** The document as bytes: catalog, page tree, two fonts, then each page and its content. */
export function renderPdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, index) => {
    const id = pageIds[index] as number;
    const stream = page.ops.join('\n');
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${literal(title)} /Producer (VSF) >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
