import { seasonOptions } from './seasonOptions';
import select from './select.module.css';

interface Props {
  /** The id its `<label htmlFor>` names. */
  id: string;
  value: number;
  onChange: (season: number) => void;
  thisYear: number;
  previousYears: readonly number[];
}

/** The season dropdown of the fixtures, the table, the news archive and the admin's table (000 §9). */
export function SeasonSelect({ id, value, onChange, thisYear, previousYears }: Props) {
  return (
    <select className={select.select} id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {seasonOptions(thisYear, previousYears).map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </select>
  );
}
