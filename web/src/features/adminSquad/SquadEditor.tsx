import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AVAILABILITY_MESSAGES, displayTeamName, formatKickoff, type AvailabilityStatus } from '@vsf/engine';
import type { ApiResult, AvailabilityAnswer, AvailabilityMatch, MatchSquad } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { AnswerRow } from './AnswerRow';
import styles from './AdminSquad.module.css';

export const SQUAD_TEXTS = {
  loadFailed: 'Kunne ikke hente svarene og troppen. Prøv igjen om litt.',
  publish: (count: number) => `Publiser troppen (${count})`,
  publishChanges: (count: number) => `Publiser endringene (${count})`,
  published: 'Troppen er publisert.',
  changed: 'Endringene er publisert. Managere med spillere som ble tatt ut, får beskjed.',
  noContact: 'Fikk ikke kontakt med serveren. Sjekk nettet og prøv igjen.',
} as const;

/** The answers' order on the page: who can play first, who has not answered last. */
const GROUPS: { status: AvailabilityStatus | null; title: string }[] = [
  { status: 'available', title: 'Kan spille' },
  { status: 'unsure', title: 'Usikker' },
  { status: 'unavailable', title: 'Kan ikke' },
  { status: null, title: 'Har ikke svart' },
];

/** /admin/squad/{matchID}: every club player's answer and comment, and the squad to publish. */
export function SquadEditor({ matchID }: { matchID: string }) {
  const answers = useApiQuery('getAvailability', { matchID });
  const squad = useApiQuery('getSquad', { matchID });
  const state =
    answers.isError || squad.isError
      ? { status: 'error' as const, message: SQUAD_TEXTS.loadFailed }
      : answers.data && squad.data
        ? { status: 'ready' as const, answers: answers.data, squad: squad.data.squad }
        : { status: 'loading' as const };
  return (
    <QueryState state={state} errorClassName={styles.error}>
      {({ answers: { match, answers: list }, squad: published }) => (
        // A squad published meanwhile (by another admin too) starts the picks afresh from it.
        <SquadForm key={published.changedAt ?? 'none'} match={match} answers={list} published={published} />
      )}
    </QueryState>
  );
}

interface SquadFormProps {
  match: AvailabilityMatch;
  answers: AvailabilityAnswer[];
  published: MatchSquad;
}

function SquadForm({ match, answers, published }: SquadFormProps) {
  const start = published.published
    ? published.players.map((player) => player.playerID)
    : answers.filter((answer) => answer.status === 'available').map((answer) => answer.playerID);
  const [picked, setPicked] = useState<Set<number>>(() => new Set(start));
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const unchanged = published.published && start.length === picked.size && start.every((id) => picked.has(id));

  const toggle = (playerID: number) => {
    const next = new Set(picked);
    if (next.has(playerID)) next.delete(playerID);
    else next.add(playerID);
    setPicked(next);
  };
  const call = async (write: () => Promise<ApiResult<object>>, done: string | null) => {
    setSaving(true);
    setSaid(null);
    try {
      const result = await write();
      if (!result.success) setSaid({ kind: 'error', text: result.msg });
      else if (done) setSaid({ kind: 'ok', text: done });
      await refetchCalls('getAvailability', 'getSquad', 'getAvailabilityOverview', 'getPlayerStatuses');
    } catch {
      setSaid({ kind: 'error', text: SQUAD_TEXTS.noContact });
    } finally {
      setSaving(false);
    }
  };
  const answerFor = (playerID: number, status: AvailabilityStatus) =>
    void call(() => api('setAvailability', { matchID: match.matchID, status, playerID }), null);
  const publish = () =>
    void call(
      () => api('publishSquad', { matchID: match.matchID, playerIDs: [...picked] }),
      published.published ? SQUAD_TEXTS.changed : SQUAD_TEXTS.published,
    );

  return (
    <div className={styles.editor}>
      <header className={styles.matchHead}>
        <h2 className={styles.matchTitle}>
          {displayTeamName(match.homeTeam)} – {displayTeamName(match.awayTeam)}
        </h2>
        <p className={styles.muted}>
          {match.date} {formatKickoff(match.time)} · {match.pitch} · <Link to="/admin/squad">Alle kamper</Link>
        </p>
        {!match.open && <p className={styles.closed}>{AVAILABILITY_MESSAGES.squadClosed}</p>}
      </header>
      {said && (
        <p
          className={said.kind === 'error' ? styles.refused : styles.saved}
          role={said.kind === 'error' ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      {GROUPS.map((group) => {
        const rows = answers.filter((answer) => answer.status === group.status);
        if (rows.length === 0) return null;
        return (
          <section key={group.title} className={styles.group} aria-label={`${group.title} (${rows.length})`}>
            <h3 className={styles.groupTitle}>
              {group.title} ({rows.length})
            </h3>
            <ul className={styles.rows}>
              {rows.map((answer) => (
                <AnswerRow
                  key={answer.playerID}
                  answer={answer}
                  picked={picked.has(answer.playerID)}
                  disabled={!match.open || saving}
                  onToggle={() => toggle(answer.playerID)}
                  onAnswer={(status) => answerFor(answer.playerID, status)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <div className={styles.publishBar}>
        <button
          type="button"
          className={styles.publish}
          disabled={!match.open || saving || picked.size === 0 || unchanged}
          onClick={publish}
        >
          {published.published ? SQUAD_TEXTS.publishChanges(picked.size) : SQUAD_TEXTS.publish(picked.size)}
        </button>
      </div>
    </div>
  );
}
