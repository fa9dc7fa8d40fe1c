import { isStoredPicture, srcSetOf } from './StoredPicture';

/**
 * Article text is sanitized HTML (DESIGN §6) when it is saved; the browser cleans it
 * again before showing it, so a row written by any other path cannot run script.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'A',
  'BLOCKQUOTE',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SPAN',
  'DIV',
  'FIGURE',
  'FIGCAPTION',
  'HR',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { A: ['href', 'title'], IMG: ['src', 'alt', 'width', 'height'] };
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

function safeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const keep =
        allowed.includes(attribute.name) && (!['href', 'src'].includes(attribute.name) || safeUrl(attribute.value));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/.test(child.getAttribute('href') ?? '')) child.setAttribute('target', '_blank');
    }
  }
}

/** A width or height as the API writes a picture's own: whole pixels. */
function pixels(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}

/**
 * A picture in the text is drawn as StoredPicture draws one: it loads when it nears the
 * screen, and a stored picture whose size the API gave (width and height) offers its
 * narrower files, of which the browser takes the one that fills `pictureSizes`. Width and
 * height stay, so the text keeps the picture's room before it arrives.
 */
function drawPicture(img: Element, pictureSizes: string): void {
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  const src = img.getAttribute('src');
  const width = pixels(img.getAttribute('width'));
  const height = pixels(img.getAttribute('height'));
  if (src === null || !isStoredPicture(src) || width === null || height === null) return;
  img.setAttribute('srcset', srcSetOf(src, { width, height }));
  img.setAttribute('sizes', pictureSizes);
}

/** Clean article text; `pictureSizes` is how wide its pictures draw in that place (the `sizes` attribute). */
export function sanitizeHtml(html: string, pictureSizes: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root);
  for (const img of root.querySelectorAll('img')) drawPicture(img, pictureSizes);
  return root.innerHTML;
}
