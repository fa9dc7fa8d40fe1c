import type { Flag } from '@vsf/contract';
import { ROLE_LABELS, toggleRole } from './draft';
import styles from './ArticleEditor.module.css';

interface RoleChecksProps<K extends string> {
  legend: string;
  keys: readonly K[];
  flags: Record<K, Flag>;
  onChange: (flags: Record<K, Flag>) => void;
}

/** The five role checkboxes (visibility, or who may vote); 'Alle' forces and disables the rest (002 §5). */
export function RoleChecks<K extends string>({ legend, keys, flags, onChange }: RoleChecksProps<K>) {
  const everyone = flags[keys[0] as K] === 1;
  return (
    <fieldset className={styles.checks}>
      <legend>{legend}</legend>
      {keys.map((key, index) => (
        <label key={key} className={styles.check}>
          <input
            type="checkbox"
            checked={flags[key] === 1}
            disabled={index > 0 && everyone}
            onChange={() => onChange(toggleRole(flags, keys, key))}
          />
          {ROLE_LABELS[index]}
        </label>
      ))}
    </fieldset>
  );
}
