import { describe, expect, it } from 'vitest';
import { draftProblem, emptyDraft, toggleRole, VIEW_FLAGS } from './draft';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('shows kB, and MB above 1000 kB (002 §2.6)', () => {
    expect(formatFileSize(350_000)).toBe('350 kB');
    expect(formatFileSize(1_000_000)).toBe('1000 kB');
    expect(formatFileSize(2_450_000)).toBe('2,5 MB');
    expect(formatFileSize(12)).toBe('1 kB');
  });
});

describe('the role checkboxes', () => {
  it("turn every role on with 'Alle', and leave them on when 'Alle' is unticked", () => {
    const none = { publicView: 0, adminView: 0, posterView: 0, playerView: 0, fantasyView: 0 } as const;
    const all = toggleRole(none, VIEW_FLAGS, 'publicView');
    expect(Object.values(all)).toEqual([1, 1, 1, 1, 1]);
    expect(toggleRole(all, VIEW_FLAGS, 'publicView')).toEqual({ ...all, publicView: 0 });
  });
});

describe('draftProblem', () => {
  it('names the first thing the server would refuse, with the spec texts', () => {
    const draft = emptyDraft();
    expect(draftProblem(draft)).toBe('Du må lage en tittel til artikkelen.');
    expect(draftProblem({ ...draft, title: 'x'.repeat(101) })).toBe('Tittelen kan være høyst 100 tegn.');
    const titled = { ...draft, title: 'Kampreferat' };
    expect(draftProblem(titled)).toBeNull();
    expect(draftProblem({ ...titled, hasPoll: true })).toBe('Du må lage en tittel til pollen/avstemmingen.');
    const poll = { ...titled.poll, title: 'Beste spiller?', alternatives: ['Ola', ' '] };
    expect(draftProblem({ ...titled, hasPoll: true, poll })).toBe('En avstemming må ha minst 2 alternativer.');
  });
});
