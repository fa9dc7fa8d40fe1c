import { MAX_YELLOW_CARDS_PER_MATCH, MAX_RED_CARDS_PER_MATCH, withoutAttendance } from '@vsf/engine';
import type { EntryLine } from './matchEntry';
import styles from './MatchEntry.module.css';

interface Props {
  name: string;
  line: EntryLine;
  readOnly: boolean;
  onChange: (line: EntryLine) => void;
}

type Count = 'goalsScored' | 'assists' | 'ownGoals' | 'yellowCards' | 'redCards';

const COUNTS: { key: Count; label: string; max: number }[] = [
  { key: 'goalsScored', label: 'Mål', max: 99 },
  { key: 'assists', label: 'Målgivende', max: 99 },
  { key: 'ownGoals', label: 'Selvmål', max: 99 },
  { key: 'yellowCards', label: 'Gule kort', max: MAX_YELLOW_CARDS_PER_MATCH },
  { key: 'redCards', label: 'Røde kort', max: MAX_RED_CARDS_PER_MATCH },
];

/**
 * One player's line (002 §5): keeper, goals, assists, own goals and cards are enabled only
 * when the player attended; unticking attendance clears them (002 §4.3).
 */
export function MatchEntryRow({ name, line, readOnly, onChange }: Props) {
  const off = readOnly || line.attendance === 0;
  const count = (key: Count, value: string) => {
    const number = value === '' ? 0 : Math.max(0, Math.trunc(Number(value)));
    onChange({ ...line, [key]: Number.isFinite(number) ? number : 0 });
  };
  return (
    <tr className={line.attendance ? styles.attending : undefined}>
      <th scope="row">{name}</th>
      <td>
        <input
          type="checkbox"
          aria-label={`${name}: Oppmøte`}
          checked={line.attendance === 1}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.checked ? { ...line, attendance: 1 } : withoutAttendance(line))}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${name}: Keeper`}
          checked={line.keeper === 1}
          disabled={off}
          onChange={(event) => onChange({ ...line, keeper: event.target.checked ? 1 : 0 })}
        />
      </td>
      {COUNTS.map(({ key, label, max }) => (
        <td key={key}>
          <input
            className={styles.count}
            type="number"
            min={0}
            max={max}
            step={1}
            aria-label={`${name}: ${label}`}
            value={line[key]}
            disabled={off}
            onChange={(event) => count(key, event.target.value)}
          />
        </td>
      ))}
    </tr>
  );
}
