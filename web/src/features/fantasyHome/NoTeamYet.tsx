import { Link } from 'react-router-dom';
import { TEAM_MESSAGES } from '@vsf/engine';
import { type RoundMatchInput } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import styles from './FantasyHome.module.css';

export const FIRST_TEAM_TEXTS = {
  title: 'Velg ditt første lag',
  deadline: (deadline: string) => `Velg 7 spillere og en kaptein før fristen ${deadline}.`,
} as const;

/**
 * What the home card shows without a team this round. A manager who has never picked one
 * (no earlier round's team) and can still pick gets a clear first step and the deadline in
 * words; anyone else gets the spec's 'Ingen lag ble funnet for denne runden...'.
 */
export function NoTeamYet({ round, deadline }: { round: RoundMatchInput; deadline: string }) {
  const loaded = useApiQuery('loadFantasyTeam', round).data;
  if (loaded && loaded.previousTeam === null && loaded.canChange)
    return (
      <div className={styles.firstTeam}>
        <Link to="/fantasy/team" className={styles.cta}>
          {FIRST_TEAM_TEXTS.title}
        </Link>
        <p>{FIRST_TEAM_TEXTS.deadline(deadline)}</p>
      </div>
    );
  return <p className={styles.empty}>{TEAM_MESSAGES.noTeam}</p>;
}
