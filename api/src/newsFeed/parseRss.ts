import type { NewsItem } from '@vsf/engine';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return safeCodePoint(parseInt(code.slice(2), 16), whole);
    if (code.startsWith('#')) return safeCodePoint(parseInt(code.slice(1), 10), whole);
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** An element's text: CDATA unwrapped, entities decoded, any HTML inside reduced to text. */
function elementText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'i').exec(xml);
  if (!match) return null;
  const raw = (match[1] ?? '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  const decoded = decodeEntities(raw);
  // Descriptions often carry HTML (escaped or in CDATA): keep the words, drop the markup.
  const withoutCode = decoded.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function atomLink(xml: string): string | null {
  const match = /<link\b[^>]*\bhref="([^"]+)"/i.exec(xml);
  return match ? decodeEntities(match[1] ?? '') : null;
}

/** Only web links: a feed must not be able to put javascript: URLs on the page. */
function webLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const CONTENT_MAX_LENGTH = 280;

function shorten(text: string): string {
  return text.length <= CONTENT_MAX_LENGTH ? text : `${text.slice(0, CONTENT_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The items of an RSS 2.0 (or Atom) document; tolerant of what real feeds contain. */
export function parseNewsFeed(xml: string, limit: number): NewsItem[] {
  const blocks = xml.match(/<item\b[\s\S]*?<\/item>/gi) ?? xml.match(/<entry\b[\s\S]*?<\/entry>/gi) ?? [];
  const items: NewsItem[] = [];
  for (const block of blocks) {
    const title = elementText(block, 'title');
    if (!title) continue;
    items.push({
      isoDate: isoDate(elementText(block, 'pubDate') ?? elementText(block, 'dc:date') ?? elementText(block, 'updated')),
      link: webLink(elementText(block, 'link') || atomLink(block)),
      title,
      content: shorten(
        elementText(block, 'description') ?? elementText(block, 'summary') ?? elementText(block, 'content') ?? '',
      ),
    });
    if (items.length >= limit) break;
  }
  return items;
}
