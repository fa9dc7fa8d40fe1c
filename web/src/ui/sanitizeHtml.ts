import DOMPurify, { type Config } from 'dompurify';
import { ARTICLE_HTML, isExternalLink } from '@vsf/engine';
import { isStoredPicture, srcSetOf } from './StoredPicture';

/**
 * Article text is sanitized HTML (DESIGN §6) when it is saved; the browser cleans it again
 * with DOMPurify before showing it, so a row written by any other path cannot run script.
 * Both sanitizers keep what ARTICLE_HTML allows; the browser keeps too what the API's reads
 * add (a stored picture's width and height) and the pictures of other addresses.
 */
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ARTICLE_HTML.attributes.a,
  img: [...ARTICLE_HTML.attributes.img, ...ARTICLE_HTML.addedOnRead.img],
};

/**
 * DOMPurify's own test of a URL, with our schemes only: a path on the site ('/…', or one with
 * no scheme) needs none, and no address may start with two slashes (another site, any scheme).
 */
const ALLOWED_URL = new RegExp(
  String.raw`^(?:(?:${ARTICLE_HTML.schemes.join('|')}):|[/\\](?![/\\])|[^a-z/\\]|[a-z+.-]+(?:[^a-z+.\-:]|$))`,
  'i',
);

const CONFIG: Config & { RETURN_DOM: true } = {
  ALLOWED_TAGS: [...ARTICLE_HTML.tags, ...Object.keys(ARTICLE_HTML.renamed)],
  ALLOWED_ATTR: [],
  ADD_ATTR: (attribute, tag) => ATTRIBUTES[tag]?.includes(attribute) ?? false,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  ADD_FORBID_CONTENTS: [...ARTICLE_HTML.droppedWithContent],
  RETURN_DOM: true,
};

const purifier = DOMPurify();
// DOMPurify lets a picture's src be a data: URL whatever the allow-list says; ours does not.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'src' && !ALLOWED_URL.test(data.attrValue)) data.keepAttr = false;
});

/** The server's renames (h1 to h2, div to p), so the editor's preview shows what is saved. */
function rename(root: Element): void {
  for (const [from, to] of Object.entries(ARTICLE_HTML.renamed)) {
    for (const element of root.querySelectorAll(from)) {
      const renamed = element.ownerDocument.createElement(to);
      renamed.replaceChildren(...element.childNodes);
      element.replaceWith(renamed);
    }
  }
}

/** Links pass the page nothing, and those that leave the site open in a new tab. */
function setLinkRules(root: Element): void {
  for (const link of root.querySelectorAll('a')) {
    link.setAttribute('rel', ARTICLE_HTML.linkRel);
    if (isExternalLink(link.getAttribute('href') ?? '')) link.setAttribute('target', '_blank');
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
  // DOMPurify answers null for a text it cannot parse, though its types do not say so.
  const root: Element | null = purifier.sanitize(html, CONFIG);
  if (!root) return '';
  rename(root);
  setLinkRules(root);
  for (const img of root.querySelectorAll('img')) drawPicture(img, pictureSizes);
  return root.innerHTML;
}
