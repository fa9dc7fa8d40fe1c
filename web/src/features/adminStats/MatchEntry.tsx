import { useCallback, useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { displayTeamName, sortFixturesByDate } from '@vsf/engine';
import { type AdminPlayer } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { seasonContextAtom } from '../../store/season';
import { QueryState } from '../../ui/QueryState';
import { NO_FIXTURES_TEXT } from '../../ui/stateTexts';
import { MatchForm } from './MatchForm';
import { hasDraft, readPickedMatch, writePickedMatch, type MatchRef } from './matchDrafts';
import table from '../../ui/dataTable.module.css';
import form from '../../ui/adminForms.module.css';
import styles from './MatchEntry.module.css';
import forms from '../../ui/select.module.css';

/** A failed load of the club players leaves the form without player lines. */
const NO_PLAYERS: AdminPlayer[] = [];

/**
 * The match form of /admin/editStats (002 §2.3, §4.3): the match picker and the form of
 * the picked match. The form opens on the current match and then stays on the match it
 * opened: a save elsewhere moves the season pointer, never the match being entered. This
 * tab remembers its match, so a reload or the phone/desktop switch opens the same one.
 */
export function MatchEntry() {
  const context = useAtomValue(seasonContextAtom);
  // The match this form is open on: never the season pointer's once shown.
  const [picked, setPicked] = useState<MatchRef | null>(readPickedMatch);
  const [dirty, setDirty] = useState(false);
  const season = picked?.season ?? context?.thisYear ?? 0;
  const loaded = useSeasonFixtures(season);
  const fixtures = useMemo(() => (loaded ? sortFixturesByDate(loaded) : null), [loaded]);
  const playersQuery = useApiQuery('getVSFPlayersForAdmin', {});
  const players = playersQuery.data?.players ?? (playersQuery.isError ? NO_PLAYERS : null);
  const pickId = useId();

  const current = context?.thisMatchID;
  const pick = useCallback((match: MatchRef) => {
    setPicked(match);
    writePickedMatch(match);
  }, []);
  // The first match shown is the current one; once shown, it stays until the admin picks
  // another. A new season (started here or elsewhere) is followed while nothing is unsaved,
  // and a match deleted from the schedule gives way to the current one.
  const fixture = picked ? fixtures?.find((f) => f.matchID === picked.matchID) : undefined;
  const newSeason = picked !== null && context !== null && picked.season !== context.thisYear;
  if (picked && fixtures && (!fixture || (newSeason && !dirty && !hasDraft(picked)))) setPicked(null);
  if (!picked && context && fixtures && fixtures.length > 0) {
    const opening = fixtures.find((f) => f.matchID === current) ?? fixtures[0];
    if (opening) pick({ season: context.thisYear, matchID: opening.matchID });
  }

  if (!context || fixtures === null || players === null || fixtures.length === 0)
    return (
      <QueryState
        state={!context || fixtures === null || players === null ? { status: 'loading' } : { status: 'empty' }}
        empty={{ text: NO_FIXTURES_TEXT, className: table.message }}
      >
        {() => null}
      </QueryState>
    );

  const currentIndex = fixtures.findIndex((f) => f.matchID === current);
  const index = fixture ? fixtures.indexOf(fixture) : -1;
  // 002 §2.3: a played match earlier than the current one opens read-only.
  const earlierPlayed =
    fixture !== undefined && fixture.result !== '-' && (currentIndex === -1 || index < currentIndex);

  return (
    <div className={styles.layout}>
      <div className={styles.picker}>
        <div className={form.field}>
          <label htmlFor={pickId}>Kamp</label>
          <select
            id={pickId}
            className={forms.select}
            value={fixture?.matchID ?? ''}
            onChange={(event) => pick({ season, matchID: event.target.value })}
          >
            {fixtures.map((f) => (
              <option key={f.matchID} value={f.matchID}>
                {f.date} · Runde {f.round} · {displayTeamName(f.homeTeam)} – {displayTeamName(f.awayTeam)}
                {f.result !== '-' ? ` (${f.result})` : ''}
                {f.matchID === current ? ' · denne runden' : ''}
                {hasDraft({ season, matchID: f.matchID }) ? ' · ulagrede endringer' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fixture && (
        <MatchForm
          key={`${season}:${fixture.matchID}`}
          season={season}
          fixture={fixture}
          players={players}
          openedReadOnly={earlierPlayed}
          onDirtyChange={setDirty}
        />
      )}
    </div>
  );
}
