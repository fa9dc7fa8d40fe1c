import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { playerDisplayName } from '@vsf/engine';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TOTAL_SEASON, type PlayerView, type StatsSeason } from './types';
import { usePlayerCard } from './usePlayerCard';
import forms from '../../ui/select.module.css';
import styles from './PlayerModal.module.css';

// The card's views load with the first player opened, not with the pages that list players.
const PlayerCardBody = lazy(() => import('./PlayerCardBody'));

const VIEW_LABELS: Record<PlayerView, string> = {
  overview: 'Spilleroversikt',
  combination: 'Kombinasjon',
  matches: 'Kampdata',
  fantasy: 'Fantasypoeng',
};

/** Fantasypoeng is offered only where the path is a fantasy page (spec 001 §2, Modals). */
export function playerViews(pathname: string): PlayerView[] {
  const views: PlayerView[] = ['overview', 'combination', 'matches'];
  return pathname.includes('fantasy') ? [...views, 'fantasy'] : views;
}

interface PlayerModalProps {
  playerID: number;
  /** The season the page shows; the card opens on it when the player played then. */
  season: StatsSeason;
  onClose(): void;
}

/**
 * The player modal: overview, combination, match data (and fantasy points on fantasy pages).
 * The site's Modal frames it, so it traps focus, closes on Escape and gives focus back to
 * the row or name that opened it (DESIGN §8). The frame, its bar and the card's read are here
 * and start at once; the views arrive as their own chunk, meanwhile the body shows the
 * spinner the read shows anyway, in a body that keeps the card's height.
 */
export function PlayerModal({ playerID, season: pageSeason, onClose }: PlayerModalProps) {
  const { pathname } = useLocation();
  const views = playerViews(pathname);
  const [view, setView] = useState<PlayerView>('overview');
  const [season, setSeason] = useState<StatsSeason>(pageSeason);
  const { card, fantasy } = usePlayerCard(playerID, views.includes('fantasy'));
  const viewId = useId();
  const seasonId = useId();

  const player = card.status === 'ready' ? card.value.player : null;
  const seasons = player ? [...player.activeSeasons].sort((a, b) => b - a) : [];
  // A season the player never played in shows the career instead.
  const shownSeason: StatsSeason = season !== TOTAL_SEASON && !seasons.includes(season) ? TOTAL_SEASON : season;

  return (
    <Modal
      title={player ? playerDisplayName(player) : 'Spiller'}
      onClose={onClose}
      size="large"
      toolbar={
        <div className={styles.controls}>
          <span className={styles.field}>
            <label htmlFor={viewId}>Visning</label>
            <select
              className={forms.select}
              id={viewId}
              value={view}
              onChange={(event) => setView(event.target.value as PlayerView)}
            >
              {views.map((option) => (
                <option key={option} value={option}>
                  {VIEW_LABELS[option]}
                </option>
              ))}
            </select>
          </span>
          <span className={styles.field}>
            <label htmlFor={seasonId}>Sesong</label>
            <select
              className={forms.select}
              id={seasonId}
              value={String(shownSeason)}
              onChange={(event) =>
                setSeason(event.target.value === TOTAL_SEASON ? TOTAL_SEASON : Number(event.target.value))
              }
            >
              <option value={TOTAL_SEASON}>{TOTAL_SEASON}</option>
              {seasons.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </span>
        </div>
      }
    >
      <div className={styles.body}>
        <Suspense fallback={<Spinner />}>
          <PlayerCardBody view={view} card={card} fantasy={fantasy} season={shownSeason} />
        </Suspense>
      </div>
    </Modal>
  );
}
