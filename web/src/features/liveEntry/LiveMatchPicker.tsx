import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { displayTeamName, osloToday } from '@vsf/engine';
import { type Fixture, type LiveMatchSummary } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { useNow } from '../../ui/useNow';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { seasonContextAtom } from '../../store/season';
import { matchChoices, startRefusal } from './matchChoice';
import { PHASE_LABEL } from './texts';
import styles from './LiveEntry.module.css';

const teams = (home: string, away: string) => `${displayTeamName(home)} – ${displayTeamName(away)}`;

function FixtureChoice({ fixture, now }: { fixture: Fixture; now: Date }) {
  const refusal = startRefusal({ date: fixture.date, saved: false }, now);
  const meta = `${fixture.day} ${fixture.date} kl. ${fixture.time} · Runde ${fixture.round} · ${fixture.pitch}`;
  // A match that cannot kick off yet is no link: choosing it would only end in a refusal.
  if (refusal)
    return (
      <li className={`${styles.choice} ${styles.choiceClosed}`}>
        <span className={styles.choiceTeams}>{teams(fixture.homeTeam, fixture.awayTeam)}</span>
        <span className={styles.choiceMeta}>{meta}</span>
        <span className={styles.choiceReason}>{refusal}</span>
      </li>
    );
  return (
    <li>
      <Link className={styles.choice} to={`/admin/live/${encodeURIComponent(fixture.matchID)}`}>
        <span className={styles.choiceTeams}>{teams(fixture.homeTeam, fixture.awayTeam)}</span>
        <span className={styles.choiceMeta}>{meta}</span>
      </Link>
    </li>
  );
}

function LiveChoice({ match }: { match: LiveMatchSummary }) {
  return (
    <li>
      <Link className={`${styles.choice} ${styles.choiceLive}`} to={`/admin/live/${encodeURIComponent(match.matchID)}`}>
        <span className={styles.choiceTeams}>
          {teams(match.homeTeam, match.awayTeam)} {match.homeTeamScore}–{match.awayTeamScore}
        </span>
        <span className={styles.choiceMeta}>
          {PHASE_LABEL[match.phase]} · Runde {match.round}
        </span>
      </Link>
    </li>
  );
}

/** /admin/live without a match: the matches going on, today's, then the season's other unplayed ones. */
export function LiveMatchPicker() {
  const season = useAtomValue(seasonContextAtom)?.thisYear ?? null;
  const fixtures = useSeasonFixtures(season ?? 0);
  const live = useApiQuery('getLiveMatches', {});
  // Re-read each minute, so a page left open past midnight opens the new day's matches.
  const now = new Date(useNow(60_000));
  const osloDay = osloToday(now);
  const choices = useMemo(
    () => (fixtures && live.data ? matchChoices(fixtures, live.data.matches, osloDay) : null),
    [fixtures, live.data, osloDay],
  );
  if (live.isError || season === null || !choices)
    return (
      <QueryState
        state={
          live.isError
            ? { status: 'error', message: 'Kunne ikke hente kampene. Prøv igjen om litt.' }
            : { status: 'loading' }
        }
        errorClassName={styles.error}
      >
        {() => null}
      </QueryState>
    );
  const { live: going, today, others } = choices;
  return (
    <div className={styles.picker}>
      {going.length > 0 && (
        <section aria-labelledby="live-going">
          <h2 id="live-going">Pågår nå</h2>
          <ul className={styles.choices}>
            {going.map((match) => (
              <LiveChoice key={match.matchID} match={match} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="live-today">
        <h2 id="live-today">Dagens kamper</h2>
        {today.length === 0 ? (
          <p className={styles.muted}>Ingen kamper i dag.</p>
        ) : (
          <ul className={styles.choices}>
            {today.map((fixture) => (
              <FixtureChoice key={fixture.matchID} fixture={fixture} now={now} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="live-others">
          <h2 id="live-others">Andre kamper uten resultat i {season}</h2>
          <ul className={styles.choices}>
            {others.map((fixture) => (
              <FixtureChoice key={fixture.matchID} fixture={fixture} now={now} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
