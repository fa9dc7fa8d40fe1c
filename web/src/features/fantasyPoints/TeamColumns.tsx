import { BOOST_LABELS, type Boost } from '@vsf/engine';
import { type TeamPointsExplained } from '@vsf/contract';
import tableStyles from '../../ui/sortableTable.module.css';
import styles from './FantasyPoints.module.css';
import { signed, teamTerms } from './teamPointsText';

/**
 * The user's own columns in 'Poengfordeling' for a round: what the armband and
 * the boost add to each chosen player, and what the player gives the team; the foot adds the
 * team's column up to 'Dine poeng'.
 */
export function TeamColumnHeaders({ boost }: { boost: Boost | null }) {
  // The boost that adds here is named in its column's header (Angrepsboost, Forsvarsboost).
  const boostName = boost !== null && boost !== 'superCaptain' ? BOOST_LABELS[boost] : 'Boost';
  return (
    <>
      <TeamHeader label="Kaptein" short="Kapt" title="Kapteinens ×2 (×3 med superkaptein)" />
      <TeamHeader label={boostName} short="Boost" title="Boosten du hadde aktivert" />
      <TeamHeader label="Ditt lag" short="Lag" title="Poengene spilleren gir laget ditt" />
    </>
  );
}

/** A header with a long and a short label, as the table's other headers have. */
function TeamHeader({ label, short, title }: { label: string; short: string; title: string }) {
  return (
    <th scope="col" className={tableStyles.number} title={title} aria-label={label}>
      <span className={tableStyles.long}>{label}</span>
      <span className={tableStyles.short}>{short}</span>
    </th>
  );
}

export function TeamColumnCells({ team, playerID }: { team: TeamPointsExplained; playerID: number }) {
  const player = team.players.find((chosen) => chosen.playerID === playerID);
  if (!player)
    return (
      <td colSpan={3}>
        <span className="visually-hidden">Ikke i laget ditt</span>
      </td>
    );
  return (
    <>
      <td className={tableStyles.number}>
        {player.multiplier > 1 ? (
          <>
            <span className={tableStyles.raw}>×{player.multiplier}</span> <strong>{signed(player.captainBonus)}</strong>
          </>
        ) : (
          ''
        )}
      </td>
      <td className={tableStyles.number}>
        {player.boostBonus !== 0 && team.activeBoost ? (
          <strong title={BOOST_LABELS[team.activeBoost]}>{signed(player.boostBonus)}</strong>
        ) : (
          ''
        )}
      </td>
      <td className={tableStyles.number}>
        <strong>{player.points}</strong>
      </td>
    </>
  );
}

/** The foot: '#', 'Navn', 'Totalt', 'Kaptein' and 'Boost' hold the sum's terms, 'Ditt lag' its result. */
export function TeamSumRow({ team, columnsAfter }: { team: TeamPointsExplained; columnsAfter: number }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={5} className={styles.teamSum}>
          Laget ditt til sammen: {teamTerms(team.players)} =
        </th>
        <td className={tableStyles.number}>
          <strong>{team.roundPoints}</strong>
        </td>
        <td colSpan={columnsAfter} />
      </tr>
    </tfoot>
  );
}
