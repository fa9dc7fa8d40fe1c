import { formatNorwegianDate } from '@vsf/engine';

/** 'dd.mm.yyyy' of an API timestamp (ISO with Oslo's offset, so its date part is Oslo's date). */
export function postDate(iso: string): string {
  return formatNorwegianDate(iso.slice(0, 10));
}

/** 'dd.mm.yyyy kl. hh.mm' of an API timestamp, in Oslo time. */
export function postDateTime(iso: string): string {
  return `${postDate(iso)} kl. ${iso.slice(11, 13)}.${iso.slice(14, 16)}`;
}

/** The words of an article's HTML, for card excerpts (never rendered as HTML). */
export function plainText(html: string): string {
  // Block ends and line breaks become spaces, so paragraphs do not run together.
  const spaced = html.replace(/<br\s*\/?>|<\/(p|h[1-6]|li|div|blockquote|tr)>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function excerpt(html: string, maxLength: number): string {
  const text = plainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 20)).trimEnd()}…`;
}

/** The spec's 'undefined' marker means no title image (000 §3). */
export function titleImageOf(titleImage: string): string | null {
  return titleImage && titleImage !== 'undefined' ? titleImage : null;
}

/** Titles longer than this scroll as a ticker (000 §9). */
export const TICKER_THRESHOLD = 16;
