import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';

/**
 * The club's letters and cards, drawn with pdfkit in PDF's own coordinates: points from a
 * page's bottom-left corner, text placed by its baseline. The layouts were measured that way.
 */

type FontName = 'regular' | 'bold';

const A4 = { width: 595.28, height: 841.89 } as const;

/** pdfkit's built-in Helvetica: every PDF reader has it, and WinAnsi prints æ, ø, å, – and •. */
const FONTS: Record<FontName, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const TEXT_COLOUR = '#1a1f2b';

export interface PdfPage {
  document: PDFKit.PDFDocument;
  width: number;
  height: number;
}

export interface TextOptions {
  size?: number;
  font?: FontName;
  /** A CSS hex colour. */
  colour?: string;
}

export function newDocument(title: string): PDFKit.PDFDocument {
  return new PDFDocument({ autoFirstPage: false, pdfVersion: '1.4', info: { Title: title, Producer: 'VSF' } });
}

export function newPage(document: PDFKit.PDFDocument, size: { width: number; height: number } = A4): PdfPage {
  document.addPage({ size: [size.width, size.height], margin: 0 });
  return { document, width: size.width, height: size.height };
}

function setText(page: PdfPage, options: TextOptions): PDFKit.PDFDocument {
  return page.document
    .font(FONTS[options.font ?? 'regular'])
    .fontSize(options.size ?? 11)
    .fillColor(options.colour ?? TEXT_COLOUR);
}

/** One line of text with its baseline at `y`. */
export function text(page: PdfPage, x: number, y: number, content: string, options: TextOptions = {}): void {
  setText(page, options).text(content, x, page.height - y, { baseline: 'alphabetic', lineBreak: false });
}

export function rect(page: PdfPage, x: number, y: number, width: number, height: number, colour: string): void {
  page.document.rect(x, page.height - y - height, width, height).fill(colour);
}

/**
 * Text wrapped to `width` (by pdfkit, with the font's real widths) downwards from the
 * baseline `y`, `leading` apart; a blank line keeps paragraphs apart. Returns the baseline
 * below the last line.
 */
export function paragraph(
  page: PdfPage,
  x: number,
  y: number,
  width: number,
  content: string,
  options: TextOptions & { leading?: number } = {},
): number {
  const size = options.size ?? 11;
  const document = setText(page, options);
  const lineGap = (options.leading ?? size * 1.45) - document.currentLineHeight(true);
  const layout = { width, lineGap, baseline: 'alphabetic' } as const;
  const height = document.heightOfString(content, layout);
  document.text(content, x, page.height - y, layout);
  return y - height;
}

/** The finished document's bytes. */
export function renderPdf(document: PDFKit.PDFDocument): Promise<Buffer> {
  const bytes = buffer(document);
  document.end();
  return bytes;
}
