import { Link } from 'react-router-dom';
import { playerDisplayName } from '@vsf/engine';
import { type Fixture, type LiveMatchSummary, type MatchDetail, type MatchPlayer } from '@vsf/contract';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import { Ticker } from '../../ui/Ticker';
import { TeamName } from '../../ui/TeamName';
import styles from './FantasyPoints.module.css';

const name = (player: MatchPlayer) => playerDisplayName(player);

function list<T extends MatchPlayer>(rows: readonly T[], count: (row: T) => number, suffix = ''): string {
  if (rows.length === 0) return '–';
  return rows.map((row) => `${name(row)}${count(row) > 1 ? ` (${count(row)})` : ''}${suffix}`).join(', ');
}

interface MatchDetailsProps {
  fixture: Fixture;
  detail: MatchDetail | null;
  /** The match as it stands while it is played: its running score, marked LIVE. */
  live: LiveMatchSummary | null;
}

/** The scoreline, a link to the match page, and the match's details behind a disclosure (001 §2, Poeng). */
export function MatchDetails({ fixture, detail, live }: MatchDetailsProps) {
  const played = fixture.homeTeamScore !== null && fixture.awayTeamScore !== null;
  return (
    <section className={styles.match} aria-label="Kampen">
      <p className={styles.scoreline}>
        <span>
          <TeamName team={fixture.homeTeam} />
        </span>
        <strong className={styles.score}>
          {live
            ? `${live.homeTeamScore} - ${live.awayTeamScore}`
            : played
              ? `${fixture.homeTeamScore} - ${fixture.awayTeamScore}`
              : 'vs'}
        </strong>
        <span>
          <TeamName team={fixture.awayTeam} />
        </span>
      </p>
      <p className={styles.matchLink}>
        {live && (
          <>
            <LiveMarker spoken="kampen pågår" />{' '}
          </>
        )}
        <Link to={`/match/${encodeURIComponent(fixture.matchID)}`}>Til kampsiden</Link>
      </p>
      {detail && (
        <details className={styles.details}>
          <summary>Kampdetaljer</summary>
          <dl className={styles.detailList}>
            <dt>Bane</dt>
            <dd>{detail.fixtureData.pitch}</dd>
            <dt>Turnering</dt>
            <dd>{detail.fixtureData.tournement}</dd>
            <dt>Tid</dt>
            <dd>
              {fixture.day} {fixture.date} kl. {fixture.time}
            </dd>
            <dt>Mål</dt>
            <dd>{list(detail.goalScorers, (row) => row.goalsScored)}</dd>
            <dt>Målgivende</dt>
            <dd>{list(detail.assists, (row) => row.assists)}</dd>
            <dt>Selvmål</dt>
            <dd>{list(detail.ownGoals, (row) => row.ownGoals, ' (OG)')}</dd>
            <dt>Gule kort</dt>
            <dd>{list(detail.yellowCards, (row) => row.yellowCards)}</dd>
            <dt>Røde kort</dt>
            <dd>{list(detail.redCards, (row) => row.redCards)}</dd>
          </dl>
        </details>
      )}
    </section>
  );
}

/** The ticker with the match's goalkeepers and trivia (001 §2); nothing when there is neither. */
export function KeeperTicker({ detail }: { detail: MatchDetail | null }) {
  if (!detail) return null;
  const parts = [
    detail.goalKeepers.length > 0 ? `I mål: ${detail.goalKeepers.map(name).join(', ')}` : '',
    detail.fixtureData.trivia.trim(),
  ].filter((part) => part !== '');
  if (parts.length === 0) return null;
  return (
    <p className={styles.ticker} aria-label="Keepere og trivia">
      <Ticker text={parts.join('  •  ')} />
    </p>
  );
}
