import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MatchEntryRow } from './MatchEntryRow';
import { emptyLine, type EntryLine } from './matchEntry';

function renderRow(line: EntryLine, readOnly = false) {
  const onChange = vi.fn();
  render(
    <table>
      <tbody>
        <MatchEntryRow name="Ola" line={line} readOnly={readOnly} onChange={onChange} />
      </tbody>
    </table>,
  );
  return onChange;
}

const EVENT_FIELDS = ['Keeper', 'Mål', 'Målgivende', 'Selvmål', 'Gule kort', 'Røde kort'];

describe('MatchEntryRow', () => {
  it('disables keeper, goals, assists, own goals and cards unless the player attended', () => {
    renderRow(emptyLine(1));
    for (const field of EVENT_FIELDS)
      expect((screen.getByLabelText(`Ola: ${field}`) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Ola: Oppmøte') as HTMLInputElement).disabled).toBe(false);
  });

  it('enables them for an attending player and reports changes', () => {
    const onChange = renderRow({ ...emptyLine(1), attendance: 1 });
    for (const field of EVENT_FIELDS)
      expect((screen.getByLabelText(`Ola: ${field}`) as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Ola: Mål'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ goalsScored: 2, attendance: 1 }));
  });

  it('unticking attendance clears the other entries (002 §4.3)', () => {
    const onChange = renderRow({ ...emptyLine(1), attendance: 1, keeper: 1, goalsScored: 3, yellowCards: 1 });
    fireEvent.click(screen.getByLabelText('Ola: Oppmøte'));
    expect(onChange).toHaveBeenLastCalledWith(emptyLine(1));
  });

  it('a read-only (earlier, played) match disables everything', () => {
    renderRow({ ...emptyLine(1), attendance: 1 }, true);
    expect((screen.getByLabelText('Ola: Oppmøte') as HTMLInputElement).disabled).toBe(true);
    for (const field of EVENT_FIELDS)
      expect((screen.getByLabelText(`Ola: ${field}`) as HTMLInputElement).disabled).toBe(true);
  });
});
