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
// The section sign is written as its code point so that this file holds no stray one.
const SIGN = '\u00a7';
const SECTION = '\\u00a7\\s?(\\d+[A-Z]?(?:\\.\\d+)?)';
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
    for (const section of sections) found.push({ section: `${document} ${SIGN}${section}`, at: `${file}:${line}` });
  }
  return found;
}

/** Lines with a section sign that is not part of a citation naming its document (a bare section). */
export function strayMarksIn(text: string, file = ''): string[] {
  return text
    .replace(CITATION, (citation) => citation.replace(/\S/g, ' '))
    .split('\n')
    .flatMap((line, index) => (line.includes(SIGN) ? [`${file}:${index + 1}`] : []));
}

/** The section identifiers PRODUCT.md's headings carry, in order (duplicates kept). */
export function headingSections(markdown: string): string[] {
  return [...markdown.matchAll(HEADING)].map(([, document, section]) => `${document} ${SIGN}${section}`);
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

/** Every source and documentation file under `root` with its text. */
function scannedTexts(root: string): { file: string; text: string }[] {
  return scannedFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Where a section sign under `root` belongs to no citation, so no test could check it. */
export function strayMarks(root: string): string[] {
  return scannedTexts(root).flatMap(({ file, text }) => strayMarksIn(text, file));
}

/** The citations under `root` whose section has no heading in PRODUCT.md. */
export function unresolvedCitations(root: string, productMarkdown: string): Citation[] {
  const headings = new Set(headingSections(productMarkdown));
  return scannedTexts(root)
    .flatMap(({ file, text }) => citationsIn(text, file))
    .filter((citation) => !headings.has(citation.section));
}

/** A work item's number ('issue' and a number, any case): a reader cannot look it up. */
const ISSUE_NUMBER = /\bissues? \d+/i;
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;
/** The docs and the README, which cite the product and the decision records instead. */
const DOC_FILE = /^(docs\/.+\.md|README\.md)$/;
/** Merged migrations are never edited, their comments included. */
const NEVER_EDITED = /^migrations\/src\/migrations\//;

/** Lines under `root` that cite an issue's number instead of the product or a decision. */
export function issueNumbersIn(text: string, file = ''): string[] {
  return text.split('\n').flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}`] : []));
}

/** Every such line in the code and the docs under `root`. */
export function issueNumbers(root: string): string[] {
  return scannedTexts(root)
    .filter(({ file }) => (CODE_FILE.test(file) && !NEVER_EDITED.test(file)) || DOC_FILE.test(file))
    .flatMap(({ file, text }) => issueNumbersIn(text, file));
}
