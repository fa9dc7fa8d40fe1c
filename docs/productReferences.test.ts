import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  citationsIn,
  headingSections,
  issueNumbers,
  issueNumbersIn,
  scannedFiles,
  strayMarks,
  strayMarksIn,
  unresolvedCitations,
} from './productReferences';

const root = fileURLToPath(new URL('..', import.meta.url));
const product = readFileSync(new URL('PRODUCT.md', import.meta.url), 'utf8');

describe('citations of docs/PRODUCT.md', () => {
  it('finds single sections, subsections, lettered sections, lists and ranges', () => {
    const text = [
      '/** The deadline (001 §9, DESIGN §5). */',
      '// 002 §2.4 and 002 §7A; spec 000 §2-§3',
      '// 001 §2, §5 and §8.',
    ].join('\n');
    expect(citationsIn(text, 'x.ts')).toEqual([
      { section: '001 §9', at: 'x.ts:1' },
      { section: 'DESIGN §5', at: 'x.ts:1' },
      { section: '002 §2.4', at: 'x.ts:2' },
      { section: '002 §7A', at: 'x.ts:2' },
      { section: '000 §2', at: 'x.ts:2' },
      { section: '000 §3', at: 'x.ts:2' },
      { section: '001 §2', at: 'x.ts:3' },
      { section: '001 §5', at: 'x.ts:3' },
      { section: '001 §8', at: 'x.ts:3' },
    ]);
  });

  it('reads the section identifiers of headings only', () => {
    const markdown = '### 001 §9 Constants\nsee 001 §4\n#### 002 §2.1 Admin navigation\n## DESIGN §4 Events';
    expect(headingSections(markdown)).toEqual(['001 §9', '002 §2.1', 'DESIGN §4']);
  });

  it('scans the code of every workspace and the docs', () => {
    const files = scannedFiles(root);
    for (const expected of ['engine/src/index.ts', 'docs/PRODUCT.md', 'docs/ARCHITECTURE.md']) {
      expect(files).toContain(expected);
    }
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false);
  });

  it('has each section heading once', () => {
    const sections = headingSections(product);
    expect(sections.length).toBeGreaterThan(50);
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
  });

  it('has a heading for every section the repository cites', () => {
    const unresolved = unresolvedCitations(root, product).map(({ section, at }) => `${at} cites ${section}`);
    expect(unresolved).toEqual([]);
  });

  it('would report a citation of a section PRODUCT.md does not have', () => {
    // Built from parts so that this file does not itself cite a missing section.
    const missing = '001 \u00a799';
    const headings = headingSections(product);
    expect(citationsIn(`// see ${missing}`).filter(({ section }) => !headings.includes(section))).toEqual([
      { section: missing, at: ':1' },
    ]);
  });

  it('finds section signs that name no document', () => {
    const text = ['// 001 §2, §5 and §8; DESIGN §4', '// as \u00a74 says'].join('\n');
    expect(strayMarksIn(text, 'x.ts')).toEqual(['x.ts:2']);
  });

  it('has no section sign outside a citation that names its document', () => {
    expect(strayMarks(root)).toEqual([]);
  });
});

describe('the code and the docs cite the product and its decisions, not work items', () => {
  it('finds an issue number however it is written', () => {
    // Made-up numbers, the word put together here, so this file cites no work item itself.
    const [word, Word] = ['iss' + 'ue', 'Iss' + 'ue'];
    const text = [
      `// (${word} 99, X9)`,
      `/** ${Word} 98's property */`,
      `// the ${word}s 97 and 96`,
      `// t${word} 95`,
      `// an ${word}`,
    ].join('\n');
    expect(issueNumbersIn(text, 'x.ts')).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:3']);
  });

  it('finds none in the code, the docs or the README', () => {
    expect(issueNumbers(root)).toEqual([]);
  });
});
