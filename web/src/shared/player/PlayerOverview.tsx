import { lazy } from 'react';
import {
  club,
  displayAge,
  displayJersey,
  playerDisplayName,
  skillBand,
  SKILL_BANDS,
  type PlayerSkills,
} from '@vsf/engine';
import { type PlayerCard } from '@vsf/contract';
import { TOTAL_SEASON, type StatCounts, type StatsSeason } from './types';
import { ChartBox } from '../../ui/ChartBox';
import { StoredPicture } from '../../ui/StoredPicture';
import { PlayerStatusBadge } from '../availability/PlayerStatusBadge';
import { useNextMatchStatuses } from '../availability/usePlayerStatuses';
import styles from './PlayerOverview.module.css';

const SkillRadar = lazy(() => import('./SkillRadar').then((module) => ({ default: module.SkillRadar })));

const SUMMARY: { key: keyof StatCounts; label: string }[] = [
  { key: 'attendance', label: 'Kamper' },
  { key: 'goalsScored', label: 'Mål' },
  { key: 'assists', label: 'Målgivende' },
  { key: 'wins', label: 'Seiere' },
  { key: 'ties', label: 'Uavgjort' },
  { key: 'losses', label: 'Tap' },
  { key: 'cleanSheet', label: 'Rene bur' },
  { key: 'yellowCards', label: 'Gule kort' },
  { key: 'redCards', label: 'Røde kort' },
];

export function SkillPoints({ skills }: { skills: PlayerSkills }) {
  const band = skillBand(skills.skillPoints);
  const label = SKILL_BANDS.find((entry) => entry.id === band)?.label ?? '';
  return (
    <div className={`${styles.skillPoints} ${styles[band]}`} title={`Ferdighetspoeng (${label})`}>
      <span className={styles.skillValue}>{skills.skillPoints}</span>
      <span className={styles.skillLabel}>Ferdighet</span>
    </div>
  );
}

/**
 * Spilleroversikt: who the player is (with their status for the next match when one is known),
 * the skills and the numbers of the chosen season.
 */
export function PlayerOverview({ player, season }: { player: PlayerCard; season: StatsSeason }) {
  const skills = season === TOTAL_SEASON ? player.skills : (player.skillsBySeason[season] ?? player.skills);
  const stats = season === TOTAL_SEASON ? player.stats : player.statsBySeason[season];
  // The fans' votes (000 §4): how many times the player was voted the match's best.
  const playerOfTheMatch =
    season === TOTAL_SEASON ? player.playerOfTheMatch.total : (player.playerOfTheMatch.bySeason[season] ?? 0);
  const jersey = displayJersey(player.jerseyNo);
  const name = playerDisplayName(player);
  const fullName = `${player.firstName} ${player.lastName}`;
  const nextMatch = useNextMatchStatuses()?.get(player.playerID) ?? null;
  return (
    <div className={styles.overview}>
      <div className={styles.identity}>
        {player.image ? (
          <StoredPicture
            className={styles.portrait}
            src={player.image}
            size={player.imageSize}
            sizes="160px"
            alt={`Bilde av ${fullName}`}
          />
        ) : (
          <div className={styles.portrait} aria-hidden="true">
            {club.shortName}
          </div>
        )}
        <div className={styles.facts}>
          <p className={styles.nickname}>{name}</p>
          {name !== fullName && <p className={styles.fullName}>{fullName}</p>}
          <dl className={styles.factList}>
            <dt>Alder</dt>
            <dd>{displayAge(player.age)}</dd>
            <dt>Posisjon</dt>
            <dd>{player.position}</dd>
            {jersey !== '' && (
              <>
                <dt>Draktnummer</dt>
                <dd>{jersey}</dd>
              </>
            )}
            {nextMatch !== null && (
              <>
                <dt>Neste kamp</dt>
                <dd>
                  <PlayerStatusBadge status={nextMatch} />
                </dd>
              </>
            )}
          </dl>
        </div>
        <SkillPoints skills={skills} />
      </div>
      {player.description && <p className={styles.description}>{player.description}</p>}
      <div className={styles.columns}>
        <section aria-label="Statistikk">
          <h3 className={styles.heading}>{season === TOTAL_SEASON ? 'Totalt' : `Sesongen ${season}`}</h3>
          <dl className={styles.numbers}>
            {SUMMARY.map(({ key, label }) => (
              <div key={key} className={styles.number}>
                <dt>{label}</dt>
                <dd>{stats?.total[key] ?? 0}</dd>
              </div>
            ))}
            <div className={styles.number}>
              <dt>Kampens spiller</dt>
              <dd>{playerOfTheMatch}</dd>
            </div>
          </dl>
        </section>
        <section aria-label="Ferdigheter">
          <h3 className={styles.heading}>Ferdigheter</h3>
          <ChartBox>
            <SkillRadar skills={skills} position={player.position} />
          </ChartBox>
        </section>
      </div>
    </div>
  );
}
