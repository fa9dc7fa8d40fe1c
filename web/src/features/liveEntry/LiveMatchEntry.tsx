import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { rooms } from '@vsf/contract';
import { joinRoom } from '../../api/live/socket';
import { loadableOf } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { useNow } from '../../ui/useNow';
import { currentUserAtom } from '../../store/session';
import { CancelEntry } from './CancelEntry';
import { EventList } from './EventList';
import { EventPad } from './EventPad';
import { LiveReview } from './LiveReview';
import { startRefusal } from './matchChoice';
import { RefusedWrites } from './RefusedWrites';
import { Refusal } from './Refusal';
import { SavedMatch } from './SavedMatch';
import { ScoreBar } from './ScoreBar';
import { SquadPicker } from './SquadPicker';
import { LIVE_TEXTS } from './texts';
import { shownState } from './unsentView';
import { useOutbox } from './useOutbox';
import styles from './LiveEntry.module.css';

/**
 * One match from the touchline: the squad before kick-off, then one tap per event, then the
 * review and 'Bekreft resultat' ('Avbryt direkteføringen' under it all, for a wrong kick-off). Every write goes through the outbox, and the
 * match's room brings the other admins' entries. Mount it with `key={matchID}`.
 */
export function LiveMatchEntry({ matchID }: { matchID: string }) {
  const query = useApiQuery('getLiveMatch', { matchID });
  const username = useAtomValue(currentUserAtom)?.username ?? null;
  const outbox = useOutbox(matchID, query.data?.match, username);
  const [changingSquad, setChangingSquad] = useState(false);
  const now = new Date(useNow(60_000));
  useEffect(() => joinRoom(rooms.match(matchID)), [matchID]);

  return (
    <QueryState state={loadableOf(query, LIVE_TEXTS.loadFailed)} errorClassName={styles.error}>
      {({ value: { match } }) => {
        const shown = shownState(match, outbox.entries);
        const started = shown.phase !== 'notStarted';
        // Said before the squad is picked, in the words the server would refuse the kick-off with.
        const cannotStart = started ? null : startRefusal(match, now);
        return (
          <div className={styles.entry}>
            <ScoreBar match={match} shown={shown} />
            <p className={styles.matchMeta}>
              {match.date} kl. {match.time} · Runde {match.round} · {match.pitch} ·{' '}
              <Link to="/admin/live">Bytt kamp</Link>
            </p>
            <RefusedWrites match={match} entries={outbox.entries} dismiss={outbox.dismiss} />
            {match.saved ? (
              <SavedMatch match={match} />
            ) : cannotStart ? (
              <Refusal message={cannotStart} />
            ) : !started ? (
              <SquadPicker match={match} />
            ) : shown.phase === 'finished' ? (
              <LiveReview match={match} unsent={shown.unsent} enter={outbox.enter} />
            ) : changingSquad ? (
              <SquadPicker match={match} onDone={() => setChangingSquad(false)} />
            ) : (
              <EventPad match={match} shown={shown} enter={outbox.enter} onChangeSquad={() => setChangingSquad(true)} />
            )}
            {started && (
              <EventList
                match={match}
                entries={outbox.entries}
                editable={!match.saved}
                enter={outbox.enter}
                retry={outbox.retry}
              />
            )}
            {started && !match.saved && <CancelEntry match={match} />}
          </div>
        );
      }}
    </QueryState>
  );
}
