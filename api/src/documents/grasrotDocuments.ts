import { club } from '@vsf/engine';
import { itfWidths } from './barcode';
import type { GrasrotDocument } from './documentNames';
import { newDocument, newPage, paragraph, rect, renderPdf, text, type PdfPage } from './pdfDrawing';

const primary = club.colours.primary;
const accent = club.colours.accent;
const white = '#ffffff';
const black = '#000000';
const orgDigits = club.organisationNumber.replace(/\D/g, '');

/** The organisation number as a scannable Interleaved 2 of 5 barcode with its digits below. */
function barcode(page: PdfPage, x: number, y: number, height: number, module: number): number {
  let cursor = x;
  itfWidths(orgDigits).forEach((width, index) => {
    if (index % 2 === 0) rect(page, cursor, y, width * module, height, black);
    cursor += width * module;
  });
  text(page, x, y - 14, club.organisationNumber, { size: 11, font: 'bold', colour: black });
  return cursor - x;
}

function letterHead(page: PdfPage, heading: string): void {
  rect(page, 0, page.height - 90, page.width, 90, primary);
  rect(page, 0, page.height - 96, page.width, 6, accent);
  text(page, 56, page.height - 52, club.name, { size: 26, font: 'bold', colour: white });
  text(page, 56, page.height - 74, heading, { size: 13, colour: white });
}

function recruitmentLetter(): Promise<Buffer> {
  const document = newDocument(`${club.name} – Grasrotandelen, vervebrev`);
  const page = newPage(document);
  letterHead(page, 'Grasrotandelen – støtt klubben når du spiller');
  let y = page.height - 140;
  y = paragraph(page, 56, y, 483, 'Hei, og takk for at du heier på oss!', { size: 14, font: 'bold' });
  y = paragraph(
    page,
    56,
    y - 6,
    483,
    `${club.name} er en amatørklubb i ${club.city}, stiftet ${formatFounded()}, drevet av frivillige ` +
      'spillere, trenere og supportere. Gjennom Grasrotandelen kan du gi oss penger uten at det koster deg noe ekstra.\n\n' +
      'Slik virker det: Når du spiller hos Norsk Tipping, går inntil 5 prosent av innsatsen din til den ' +
      'grasrotmottakeren du har valgt. Innsatsen, premiene og vinnersjansene dine blir nøyaktig de samme.\n\n' +
      'Slik velger du oss:\n' +
      '• Hos kommisjonæren: vis strekkoden i dette brevet (eller på vervekortet) neste gang du leverer en kupong.\n' +
      '• På nett eller i appen til Norsk Tipping: søk opp organisasjonsnummeret vårt under Grasrotandelen.\n' +
      '• På SMS: send GRASROTANDELEN ' +
      orgDigits +
      ' til 2020 (gratis).\n\n' +
      'Pengene går til baneleie, dommerutgifter, drakter, baller og sosiale tiltak for spillerne. ' +
      'Hver krone teller for en liten klubb, og hver giver gjør en forskjell.',
    { size: 11.5 },
  );
  y -= 10;
  text(page, 56, y, 'Organisasjonsnummer', { size: 10, font: 'bold', colour: primary });
  barcode(page, 56, y - 80, 60, 1.6);
  paragraph(page, 56, 120, 483, `Sportslig hilsen\nStyret i ${club.name}`, { size: 11.5 });
  text(page, 56, 50, `${club.name} · Org.nr. ${club.organisationNumber} · Grasrotandelen: inntil 5 % av innsatsen`, {
    size: 8.5,
    colour: '#596173',
  });
  return renderPdf(document);
}

function barcodeSheet(): Promise<Buffer> {
  const document = newDocument(`${club.name} – Grasrotandelen, strekkode`);
  const page = newPage(document);
  letterHead(page, 'Grasrotandelen – strekkode til kommisjonæren');
  paragraph(
    page,
    56,
    page.height - 140,
    483,
    `Vis denne strekkoden hos kommisjonæren, så blir ${club.name} din grasrotmottaker. ` +
      'Du kan også skrive ut siden og klippe ut strekkoden.',
    { size: 12 },
  );
  const module = 3.2;
  const width = itfWidths(orgDigits).reduce((sum, w) => sum + w, 0) * module;
  const x = (page.width - width) / 2;
  rect(page, x - 24, 430, width + 48, 210, '#f5f7fc');
  text(page, x, 610, club.name, { size: 16, font: 'bold', colour: primary });
  barcode(page, x, 480, 110, module);
  return renderPdf(document);
}

/** Credit-card size (85.6 × 54 mm), front and back. */
function recruitmentCard(): Promise<Buffer> {
  const document = newDocument(`${club.name} – Grasrotandelen, vervekort`);
  const size = { width: 242.65, height: 153.07 };
  const front = newPage(document, size);
  rect(front, 0, 0, size.width, size.height, primary);
  rect(front, 0, 38, size.width, 5, accent);
  text(front, 16, 118, club.name, { size: 18, font: 'bold', colour: white });
  text(front, 16, 98, 'Spill hos Norsk Tipping –', { size: 10.5, colour: white });
  text(front, 16, 84, 'og gi oss inntil 5 % av innsatsen.', { size: 10.5, colour: white });
  text(front, 16, 62, 'Det koster deg ingenting ekstra.', { size: 9, colour: white });
  text(front, 16, 16, 'GRASROTANDELEN', { size: 10, font: 'bold', colour: accent });

  const back = newPage(document, size);
  rect(back, 0, 0, size.width, size.height, white);
  text(back, 16, 130, 'Vis kortet hos kommisjonæren', { size: 10, font: 'bold', colour: primary });
  barcode(back, 16, 52, 62, 1.45);
  text(back, 16, 16, `Eller SMS: GRASROTANDELEN ${orgDigits} til 2020`, { size: 7.5 });
  return renderPdf(document);
}

function formatFounded(): string {
  const [year, month, day] = club.founded.split('-');
  return `${day}.${month}.${year}`;
}

const builders: Record<GrasrotDocument, () => Promise<Buffer>> = {
  vervebrev: recruitmentLetter,
  strekkode: barcodeSheet,
  vervekort: recruitmentCard,
};

const built = new Map<GrasrotDocument, Promise<Buffer>>();

/** Each document is built once per process: it depends only on the club configuration. */
export function grasrotDocument(name: GrasrotDocument): Promise<Buffer> {
  let pdf = built.get(name);
  if (!pdf) {
    pdf = builders[name]();
    built.set(name, pdf);
  }
  return pdf;
}
