import { useId, useMemo, useState } from 'react';
import type { StatsSeason } from './types';
import { normaliseComboStats, playerDisplayName, sumComboStats, type ComboStatsEntry } from '@vsf/engine';
import { type Player } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import {
  addSlot,
  changeSlot,
  chosenPlayers,
  COMBO_SLOTS,
  removeSlot,
  selectable,
  type ComboSlots,
} from './combination';
import styles from './CombinationView.module.css';
import forms from '../../ui/select.module.css';

const TOTAL_COLUMNS: { key: keyof Omit<ComboStatsEntry, 'round'>; label: string }[] = [
  { key: 'attendance', label: 'Kamper sammen' },
  { key: 'points', label: 'Poeng' },
  { key: 'wins', label: 'Seiere' },
  { key: 'ties', label: 'Uavgjort' },
  { key: 'losses', label: 'Tap' },
  { key: 'goalsScored', label: 'Mål' },
  { key: 'assists', label: 'Målgivende' },
  { key: 'goalsFor', label: 'Mål for' },
  { key: 'goalsConceded', label: 'Mål imot' },
  { key: 'cleanSheet', label: 'Rene bur' },
  { key: 'twoOrLessConceded', label: 'Maks 2 baklengs' },
  { key: 'yellowCards', label: 'Gule kort' },
  { key: 'redCards', label: 'Røde kort' },
];

function usePlayers(): Player[] | null {
  return useApiQuery('getVSFPlayers', {}).data?.players ?? null;
}

/** The combined stats, reloaded on every change; a failure is only logged (spec 000 §8). */
function useComboStats(season: StatsSeason, mainPlayerID: number, comboPlayers: readonly number[]) {
  const query = useApiQuery('getPlayersWithComboStats', {
    season,
    mainPlayerID,
    comboPlayers: [...comboPlayers],
  });
  const entries = useMemo(() => query.data && normaliseComboStats(query.data.comboStats), [query.data]);
  if (entries) return { entries };
  return query.isError ? { entries: null } : null;
}

/** Kombinasjon: the main player and up to 6 more; stats over the matches all of them played. */
export function CombinationView({ mainPlayer, season }: { mainPlayer: Player; season: StatsSeason }) {
  const players = usePlayers();
  const [slots, setSlots] = useState<ComboSlots>([]);
  const chosen = chosenPlayers(slots);
  const result = useComboStats(season, mainPlayer.playerID, chosen);
  const baseId = useId();
  const nameOf = (playerID: number) => {
    const player = players?.find((p) => p.playerID === playerID);
    return player ? playerDisplayName(player) : '';
  };

  return (
    <div className={styles.combo}>
      <ol className={styles.slots}>
        <li className={styles.main}>
          <span className={styles.slotLabel}>Hovedspiller</span>
          <strong>{playerDisplayName(mainPlayer)}</strong>
        </li>
        {slots.map((playerID, index) => (
          <li key={index} className={styles.slot}>
            <label className={styles.slotLabel} htmlFor={`${baseId}-${index}`}>
              Spiller {index + 2}
            </label>
            <select
              className={forms.select}
              id={`${baseId}-${index}`}
              value={playerID ?? ''}
              onChange={(event) => setSlots(changeSlot(slots, index, Number(event.target.value), mainPlayer.playerID))}
            >
              <option value="" disabled>
                Velg spiller
              </option>
              {selectable(players ?? [], slots, index, mainPlayer.playerID).map((player) => (
                <option key={player.playerID} value={player.playerID}>
                  {playerDisplayName(player)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={styles.remove}
              onClick={() => setSlots(removeSlot(slots, index))}
              aria-label={`Fjern ${playerID === null ? 'spiller' : nameOf(playerID)}`}
            >
              Fjern
            </button>
          </li>
        ))}
      </ol>
      {slots.length < COMBO_SLOTS && (
        <button type="button" className={styles.add} onClick={() => setSlots(addSlot(slots))} disabled={!players}>
          + Legg til spiller
        </button>
      )}
      <section className={styles.result} aria-live="polite" aria-label="Kombinasjonsstatistikk">
        {/* A failure is only logged: the section stays blank rather than saying there were no matches. */}
        <QueryState
          state={result === null ? { status: 'loading' } : { status: 'ready', entries: result.entries }}
          empty={{
            text: 'Ingen kamper der alle de valgte spillerne spilte.',
            isEmpty: ({ entries }) => entries?.length === 0,
            className: styles.none,
          }}
        >
          {({ entries }) => entries && <ComboTotals entries={entries} />}
        </QueryState>
      </section>
    </div>
  );
}

function ComboTotals({ entries }: { entries: ComboStatsEntry[] }) {
  const total = sumComboStats(entries);
  return (
    <dl className={styles.totals} data-testid="combo-totals">
      {TOTAL_COLUMNS.map(({ key, label }) => (
        <div key={key} className={styles.total}>
          <dt>{label}</dt>
          <dd>{total[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
