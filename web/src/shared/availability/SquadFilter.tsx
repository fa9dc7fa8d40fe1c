import styles from './PlayerStatusBadge.module.css';

export const SQUAD_FILTER_LABEL = 'Bare spillere i troppen';
export const NO_SQUAD_YET = 'Troppen til neste kamp er ikke tatt ut ennå.';

/** 'Bare spillere i troppen': narrows a list of players to the published squad. */
export function SquadFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.filter}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{SQUAD_FILTER_LABEL}</span>
    </label>
  );
}
