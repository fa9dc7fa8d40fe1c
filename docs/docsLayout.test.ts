import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const docs = new URL('./', import.meta.url);
const decisions = new URL('decisions/', docs);
const RECORD = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['Context', 'Decision', 'Consequences'];

const read = (url: URL) => readFileSync(url, 'utf8');
const records = readdirSync(decisions).filter((name) => RECORD.test(name));

/** What a decision record lacks: its sections, its ISO date, a status naming a record that exists. */
function recordProblems(name: string, text: string, numbers: Set<string>): string[] {
  const problems = SECTIONS.filter((section) => !new RegExp(`^## ${section}$`, 'm').test(text)).map(
    (section) => `${name}: no '## ${section}'`,
  );
  if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)) problems.push(`${name}: no 'Date: YYYY-MM-DD' line`);
  const replacedBy = /^Status: superseded by (\d{4})$/m.exec(text)?.[1];
  if (replacedBy !== undefined && !numbers.has(replacedBy)) problems.push(`${name}: superseded by a missing record`);
  return problems;
}

describe('the docs are a map with decision records', () => {
  it('keeps ARCHITECTURE.md a map of at most 300 lines', () => {
    expect(read(new URL('ARCHITECTURE.md', docs)).trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('has decision records', () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it('gives every record a context, a decision, its consequences and a date', () => {
    const numbers = new Set(records.map((name) => name.slice(0, 4)));
    const problems = records.flatMap((name) => recordProblems(name, read(new URL(name, decisions)), numbers));
    expect(problems).toEqual([]);
  });

  it('numbers the records once each', () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('lists every record in the index', () => {
    const index = read(new URL('README.md', decisions));
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it('finds a record without its sections', () => {
    expect(recordProblems('0001-x.md', '# X\n\nDate: 2026-01-01\n\n## Context\n', new Set())).toEqual([
      "0001-x.md: no '## Decision'",
      "0001-x.md: no '## Consequences'",
    ]);
  });
});
