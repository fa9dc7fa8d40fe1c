import { Parser } from 'htmlparser2';

/** Elements whose content is code, not words. */
const CODE_ELEMENTS = new Set(['script', 'style']);

/**
 * The words of an HTML fragment: every tag becomes a space (so paragraphs and cells do not
 * run together), script and style are dropped whole, HTML's named and numeric entities are
 * decoded, and runs of white space become one space.
 */
export function htmlText(html: string): string {
  const parts: string[] = [];
  let insideCode = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (CODE_ELEMENTS.has(name)) insideCode++;
        parts.push(' ');
      },
      onclosetag(name) {
        if (CODE_ELEMENTS.has(name)) insideCode = Math.max(0, insideCode - 1);
        parts.push(' ');
      },
      ontext(text) {
        if (insideCode === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
