// Citations of the product reference (docs/PRODUCT.md) in the repository's code and docs:
// '001 §9', 'DESIGN §4', '002 §2.4', '002 §7A', lists such as '001 §2, §5 and §8' and ranges
// such as '000 §2-§3'. Every cited section must be a heading of PRODUCT.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Citation {
  /** The section as PRODUCT.md's heading spells it: '001 §9', 'DESIGN §4'. */
  section: string;
  /** Where it was found, `path:line` relative to the scanned root. */
  at: string;
}

const DOCUMENT = '(000|001|002|DESIGN)';
const SECTION = '§\\s?(\\d+[A-Z]?(?:\\.\\d+)?)';
/** A document, its first section, and any further sections joined by ',', 'and', 'or', '/', '-'. */
const CITATION = new RegExp(`\\b${DOCUMENT} ${SECTION}((?:\\s*(?:,|and|or|/|-|–)\\s*${SECTION})*)`, 'g');
const FURTHER_SECTION = new RegExp(SECTION, 'g');
const HEADING = new RegExp(`^#{1,6}\\s+${DOCUMENT} ${SECTION}(?=\\s|$)`, 'gm');

/** Every section cited in one text, with its line. */
export function citationsIn(text: string, file = ''): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const [, document, first, rest = ''] = match;
    const line = text.slice(0, match.index).split('\n').length;
    const sections = [first, ...[...rest.matchAll(FURTHER_SECTION)].map((further) => further[1])];
    for (const section of sections) found.push({ section: `${document} §${section}`, at: `${file}:${line}` });
  }
  return found;
}

/** The section identifiers PRODUCT.md's headings carry, in order (duplicates kept). */
export function headingSections(markdown: string): string[] {
  return [...markdown.matchAll(HEADING)].map(([, document, section]) => `${document} §${section}`);
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'coverage']);
const SCANNED_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|html)$/;

/** Every source and documentation file under `root`, as paths relative to it. */
export function scannedFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : scannedFiles(root, path);
    return SCANNED_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The citations under `root` whose section has no heading in PRODUCT.md. */
export function unresolvedCitations(root: string, productMarkdown: string): Citation[] {
  const headings = new Set(headingSections(productMarkdown));
  return scannedFiles(root)
    .flatMap((file) => citationsIn(readFileSync(join(root, file), 'utf8'), file))
    .filter((citation) => !headings.has(citation.section));
}
