/**
 * What article text may hold (DESIGN §6): the one allow-list of the API's sanitizer, which
 * cleans the text when it is saved, and of the browser's, which cleans it again before it
 * shows it (a row written by any other path must not run script either).
 */
export const ARTICLE_HTML = {
  /** Paragraphs, headings, emphasis, lists, quotes, links and pictures; any other tag is unwrapped to its text. */
  tags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
  ],
  /** Pasted pages bring h1 (the page title is the article's own) and div paragraphs. */
  renamed: { h1: 'h2', div: 'p' },
  /** The attributes each tag keeps as written; a link's rel and target are set by the rule below. */
  attributes: { a: ['href', 'title'], img: ['src', 'alt'] },
  /**
   * What the API's reads add to the stored text: a stored picture's own width and height
   * (`textPictureSizes.ts`), so the browser keeps them.
   */
  addedOnRead: { img: ['width', 'height'] },
  /** Dropped with everything inside them, not unwrapped: their content is code or a fallback, not text. */
  droppedWithContent: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  /** The schemes a link may use; a link within the site ('/…', not '//…') needs none. */
  schemes: ['http', 'https', 'mailto'],
  /** Every link gets this rel (it passes the page nothing); a link that leaves the site opens a new tab. */
  linkRel: 'noopener noreferrer',
} as const;

/** A link that leaves the site (it opens in a new tab). */
export const isExternalLink = (href: string): boolean => /^https?:/i.test(href);
