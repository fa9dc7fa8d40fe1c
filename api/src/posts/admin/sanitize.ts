import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML, isExternalLink } from '@vsf/engine';

/**
 * Article text is HTML written in the editor (DESIGN §6): only what news text needs
 * survives (ARTICLE_HTML, the browser's allow-list too) and, of pictures, our own images.
 * Everything else is unwrapped to its text (unknown tags) or dropped whole (script,
 * style and the like), and every event handler and style attribute goes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML.tags],
  // rel and target are set by transformTags below, whatever the writer put there. A picture's
  // width and height are not kept: reads add its own from the images table (textPictureSizes.ts).
  allowedAttributes: {
    a: [...ARTICLE_HTML.attributes.a, 'rel', 'target'],
    img: [...ARTICLE_HTML.attributes.img],
  },
  allowedSchemes: [...ARTICLE_HTML.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...ARTICLE_HTML.droppedWithContent],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
  transformTags: {
    ...ARTICLE_HTML.renamed,
    // Links leave the site in a new tab and pass it nothing.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...withoutTarget(attribs),
        rel: ARTICLE_HTML.linkRel,
        ...(isExternalLink(attribs.href ?? '') ? { target: '_blank' } : {}),
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
