import { BOOST_LABELS, type TeamPointsExplained } from '@vsf/engine';
import tableStyles from '../../ui/sortableTable.module.css';
import { signed, teamTerms } from './teamPointsText';

/**
 * The user's own columns in 'Poengfordeling' for a round (issue 14): what the armband and
 * the boost add to each chosen player, and what the player gives the team; the foot adds the
 * team's column up to 'Dine poeng'.
 */
export function TeamColumnHeaders() {
  return (
    <>
      <th scope="col" className={tableStyles.number} title="Kapteinens ×2 (×3 med superkaptein)">
        Kaptein
      </th>
      <th scope="col" className={tableStyles.number} title="Boosten du hadde aktivert">
        Boost
      </th>
      <th scope="col" className={tableStyles.number} title="Poengene spilleren gir laget ditt">
        Ditt lag
      </th>
    </>
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

export function TeamSumRow({ team, columnsBefore }: { team: TeamPointsExplained; columnsBefore: number }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={columnsBefore + 2}>
          Laget ditt til sammen: {teamTerms(team.players)} =
        </th>
        <td className={tableStyles.number}>
          <strong>{team.roundPoints}</strong>
        </td>
      </tr>
    </tfoot>
  );
}
