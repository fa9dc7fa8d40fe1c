import type { League, SessionUser } from '@vsf/contract';
import { useState } from 'react';
import { useAtom } from 'jotai';
import { useApiQuery } from '../../api/useApiQuery';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { QueryState } from '../../ui/QueryState';
import { RoundStepper } from '../../shared/fantasyRound/RoundStepper';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import { useLeagueRoom } from '../../shared/livePoints/useLiveRooms';
import { useLiveRound } from '../../shared/livePoints/useLiveRound';
import { useTeamModal } from '../../shared/teamModal/atoms';
import { selectedLeagueAtom } from './atoms';
import { FindLeague } from './FindLeague';
import { refetchLeagueLists } from './leagueApi';
import { LeagueModal } from './LeagueModal';
import { LeagueTipsModal } from './LeagueTipsModal';
import { NewLeagueForm } from './NewLeagueForm';
import { RankingTable } from './RankingTable';
import { useRanking } from './useRanking';
import { useRounds } from './useRounds';
import styles from './Leagues.module.css';

export const LEAGUE_TEXTS = {
  world: 'Verdensranking',
  noLeagues: 'Du er ikke med i noen ligaer enda. Søk etter en liga å delta i ...',
  noLeagueChosen: 'Velg en liga fra menyen over...',
  live: 'Foreløpig rangering: kampen pågår, og poeng og plasser endres til resultatet er bekreftet.',
  noneCountYet: 'Ingen i ligaen har poeng for denne runden ennå: nye medlemmer teller fra neste runde.',
} as const;

/** The 'Fantasy-Ligaer' screen (001 §2): round navigator, league dropdown, ranking, search and a new league. */
export function LeaguesView({ user, season }: { user: SessionUser; season: number }) {
  const liveMatch = useLiveRound(season);
  const { rounds, index, setIndex } = useRounds(season, liveMatch?.matchID ?? null);
  const [choice, setChoice] = useAtom(selectedLeagueAtom);
  // A league's table moves live through its room (`league:table`); the world's through `points:live`.
  useLeagueRoom(typeof choice === 'number' ? choice : null);
  const { openTeamModal } = useTeamModal();
  // A refusal is only logged (by the query cache); the dropdown then offers the world ranking alone.
  const leagues = useApiQuery('getFantasyLeagues', { season, userID: user.userID }).data?.leagues ?? null;
  const [opened, setOpened] = useState<League | null>(null);
  const [tipsOpen, setTipsOpen] = useState(user.displayLeagueTips === 1);
  const compact = useDeviceLayout() === 'mobile';

  // Deactivated leagues stop all activity for their members (001 §4): not offered here.
  const active = (leagues ?? []).filter((league) => league.leagueActive === 1);
  const fixture = rounds && index !== null ? rounds[index] : undefined;
  const previous = rounds && index !== null && index > 0 ? rounds[index - 1] : undefined;
  const ranking = useRanking(choice, fixture, previous, user.userID, season);
  const isMember = (league: League) => (leagues ?? []).some((own) => own.leagueID === league.leagueID);
  const chosen = typeof choice === 'number' ? active.find((league) => league.leagueID === choice) : undefined;

  const body = () => {
    // No league chosen, or a season without rounds, is empty; rounds not yet loaded is loading.
    if (choice === null || !fixture)
      return (
        <QueryState
          state={choice !== null && rounds?.length !== 0 ? { status: 'loading' } : { status: 'empty' }}
          loading="fantasy"
          empty={{ text: choice === null ? LEAGUE_TEXTS.noLeagueChosen : undefined, className: styles.empty }}
        >
          {() => null}
        </QueryState>
      );
    return (
      <QueryState
        state={ranking}
        loading="fantasy"
        errorClassName={styles.empty}
        empty={{
          isEmpty: ({ members }) => members.length === 0,
          // A new league's members count from the next round: say so instead of 'no data'.
          text: choice === 'world' ? undefined : LEAGUE_TEXTS.noneCountYet,
          className: styles.empty,
        }}
      >
        {({ members, live }) => (
          <>
            {live && (
              <p className={styles.live}>
                <LiveMarker spoken="foreløpig rangering" /> {LEAGUE_TEXTS.live}
              </p>
            )}
            <RankingTable
              members={members}
              showMovement={choice === 'world'}
              ownUserID={user.userID}
              onSelect={(member) =>
                openTeamModal({
                  userID: member.userID,
                  teamName: member.fantasyTeamName,
                  season,
                  round: fixture.round,
                  matchID: fixture.matchID,
                })
              }
            />
          </>
        )}
      </QueryState>
    );
  };

  return (
    <div className={styles.layout}>
      {rounds && fixture && (
        <RoundStepper
          fixtures={rounds}
          viewed={fixture}
          onMove={(target) => setIndex(rounds.indexOf(target))}
          ends="disable"
          compact={compact}
          detail={fixture.date}
        />
      )}
      <div className={styles.toolbar}>
        <label className={styles.navigator}>
          Liga
          <select
            className={styles.select}
            value={choice === null ? '' : String(choice)}
            onChange={(event) => {
              const value = event.target.value;
              setChoice(value === 'world' ? 'world' : value === '' ? null : Number(value));
            }}
          >
            <option value="">Velg liga</option>
            <option value="world">{LEAGUE_TEXTS.world}</option>
            {active.map((league) => (
              <option key={league.leagueID} value={league.leagueID}>
                {league.leagueName}
              </option>
            ))}
          </select>
        </label>
        {chosen && (
          <button type="button" className={styles.secondary} onClick={() => setOpened(chosen)}>
            Om ligaen
          </button>
        )}
      </div>
      {leagues && active.length === 0 && <p className={styles.empty}>{LEAGUE_TEXTS.noLeagues}</p>}
      {body()}
      <div className={styles.bottom}>
        <FindLeague season={season} onOpen={setOpened} />
        <NewLeagueForm
          user={user}
          season={season}
          round={fixture?.round ?? 1}
          onCreated={(leagueID) => {
            void refetchLeagueLists();
            setChoice(leagueID);
          }}
        />
      </div>
      {opened && (
        <LeagueModal
          league={opened}
          isMember={isMember(opened)}
          user={user}
          season={season}
          round={fixture?.round ?? 1}
          onChanged={() => {
            if (isMember(opened) && choice === opened.leagueID) setChoice('world');
            void refetchLeagueLists();
          }}
          onClose={() => setOpened(null)}
        />
      )}
      {tipsOpen && <LeagueTipsModal user={user} onClose={() => setTipsOpen(false)} />}
    </div>
  );
}
