import { useEffect, useId, useState } from 'react';
import type { PlayerCard as PlayerCardAnswer } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { LazyPlayerOverview as PlayerOverview, loadPlayerOverview } from '../../shared/player/LazyPlayerOverview';
import { TOTAL_SEASON, type StatsSeason } from '../../shared/player/types';
import { usePlayerCard } from '../../shared/player/usePlayerCard';
import forms from '../../ui/select.module.css';
import styles from './TeamEditor.module.css';

export const NO_PLAYER_SELECTED = 'Trykk på en spiller for å se spillerns informasjon...';

/** The player card beside the table (001 §2): the player modal's overview with its season selector. */
export function PlayerCardPanel({ playerID, season }: { playerID: number | null; season: number }) {
  if (playerID === null) return <p className={styles.cardEmpty}>{NO_PLAYER_SELECTED}</p>;
  // Keyed, so a newly chosen player starts on the page's season again.
  return <LoadedCard key={playerID} playerID={playerID} season={season} />;
}

function LoadedCard({ playerID, season }: { playerID: number; season: number }) {
  const { card } = usePlayerCard(playerID, false);
  // The card's code comes with its data, not after it.
  useEffect(() => void loadPlayerOverview(), []);
  const [shown, setShown] = useState<StatsSeason>(season);
  const selectId = useId();
  return (
    <QueryState state={card} loading="fantasy" errorClassName={styles.error}>
      {({ value: { player } }) => <PlayerCard player={player} shown={shown} onShow={setShown} selectId={selectId} />}
    </QueryState>
  );
}

interface PlayerCardProps {
  player: PlayerCardAnswer;
  shown: StatsSeason;
  onShow: (season: StatsSeason) => void;
  selectId: string;
}

function PlayerCard({ player, shown, onShow, selectId }: PlayerCardProps) {
  const seasons = [...player.activeSeasons].sort((a, b) => b - a);
  const current = shown !== TOTAL_SEASON && !seasons.includes(shown) ? TOTAL_SEASON : shown;
  return (
    <div className={styles.card}>
      <label htmlFor={selectId} className={styles.cardSeason}>
        Sesong
        <select
          id={selectId}
          className={forms.select}
          value={String(current)}
          onChange={(event) => onShow(event.target.value === TOTAL_SEASON ? TOTAL_SEASON : Number(event.target.value))}
        >
          <option value={TOTAL_SEASON}>Totalt</option>
          {seasons.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <PlayerOverview player={player} season={current} />
    </div>
  );
}
