import { ENTERED_LINE_FIELDS, withoutAttendance } from '@vsf/engine';
import type { EntryLine } from './matchEntry';
import styles from './MatchEntry.module.css';

interface Props {
  name: string;
  line: EntryLine;
  readOnly: boolean;
  onChange: (line: EntryLine) => void;
}

type Field = (typeof ENTERED_LINE_FIELDS)[number];
type Count = Extract<Field, { kind: 'count' }>;
type Flag = Extract<Field, { kind: 'flag' }>;

const isCount = (field: Field): field is Count => field.kind === 'count';

/**
 * One player's line (002 §5): keeper, goals, assists, own goals and cards are enabled only
 * when the player attended; unticking attendance clears them (002 §4.3).
 */
export function MatchEntryRow({ name, line, readOnly, onChange }: Props) {
  const off = readOnly || line.attendance === 0;
  const count = (key: Count['key'], value: string) => {
    const number = value === '' ? 0 : Math.max(0, Math.trunc(Number(value)));
    onChange({ ...line, [key]: Number.isFinite(number) ? number : 0 });
  };
  const tick = (field: Flag, checked: boolean) => {
    if (field.key === 'attendance' && !checked) onChange(withoutAttendance(line));
    else onChange({ ...line, [field.key]: checked ? 1 : 0 });
  };
  return (
    <tr className={line.attendance ? styles.attending : undefined}>
      <th scope="row">{name}</th>
      {ENTERED_LINE_FIELDS.map((field) => (
        <td key={field.key}>
          {isCount(field) ? (
            <input
              className={styles.count}
              type="number"
              min={0}
              max={field.max}
              step={1}
              aria-label={`${name}: ${field.label}`}
              value={line[field.key]}
              disabled={off}
              onChange={(event) => count(field.key, event.target.value)}
            />
          ) : (
            <input
              type="checkbox"
              aria-label={`${name}: ${field.label}`}
              checked={line[field.key] === 1}
              disabled={field.key === 'attendance' ? readOnly : off}
              onChange={(event) => tick(field, event.target.checked)}
            />
          )}
        </td>
      ))}
    </tr>
  );
}
