import { displayTeamName, shortTeamName } from '@vsf/engine';
import styles from './TeamName.module.css';

/**
 * A team's name where space is tight: in full on a wide screen, in its short form on a narrow
 * one (`shortTeamName`), and always in full for a screen reader. `always` shows the short form
 * at every width (a side bar). The name breaks between its words, never inside one.
 */
export function TeamName({ team, short = 'narrow' }: { team: string; short?: 'narrow' | 'always' }) {
  const full = displayTeamName(team);
  const brief = shortTeamName(team);
  if (brief === full) return <span className={styles.name}>{full}</span>;
  return (
    <span className={styles.name}>
      <span className={short === 'always' ? 'visually-hidden' : styles.full}>{full}</span>
      <span className={short === 'always' ? undefined : styles.short} aria-hidden="true">
        {brief}
      </span>
    </span>
  );
}

/** 'VSF - Heming' with each team as a `TeamName`. */
export function Matchup({ home, away, short }: { home: string; away: string; short?: 'narrow' | 'always' }) {
  return (
    <>
      <TeamName team={home} short={short} /> - <TeamName team={away} short={short} />
    </>
  );
}
