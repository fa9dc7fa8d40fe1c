import sanitizeHtml from 'sanitize-html';

/**
 * Article text is HTML written in the editor (DESIGN §6): only what news text needs
 * survives — paragraphs, headings, emphasis, lists, quotes, links and our own images.
 * Everything else is unwrapped to its text (unknown tags) or dropped whole (script,
 * style and the like), and every event handler and style attribute goes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  // rel and target are set by transformTags below, whatever the writer put there. A picture's
  // width and height are not kept: reads add its own from the images table (textPictureSizes.ts).
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
  transformTags: {
    // Pasted pages bring h1 (the page title is the article's own) and div paragraphs.
    h1: 'h2',
    div: 'p',
    // Links leave the site in a new tab and pass it nothing.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...withoutTarget(attribs),
        rel: 'noopener noreferrer',
        ...(/^https?:/i.test(attribs.href ?? '') ? { target: '_blank' } : {}),
      },
    }),
  },
};

function withoutTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target: _target, ...rest } = attribs;
  return rest;
}

/** Images in articles are ours (uploaded, re-encoded, served at /api/images/{id}): no hotlinks, no trackers. */
function isOwnImage(src: string | undefined): boolean {
  return src !== undefined && /^\/api\/images\/[1-9]\d{0,9}$/.test(src);
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
