import { rankMovement } from '@vsf/engine';
import { type LeagueMember } from '@vsf/contract';
import styles from './Leagues.module.css';

interface RankingTableProps {
  members: readonly LeagueMember[];
  /** The world ranking shows the change of rank since the previous round (001 §2). */
  showMovement: boolean;
  ownUserID: number;
  onSelect: (member: LeagueMember) => void;
}

function Movement({ member }: { member: LeagueMember }) {
  const movement = rankMovement(member.rank, member.previousRank);
  if (movement === 'up')
    return (
      <span className={styles.up} aria-label={`Opp fra ${member.previousRank}`} title="Bedre enn forrige runde">
        ▲
      </span>
    );
  if (movement === 'down')
    return (
      <span className={styles.down} aria-label={`Ned fra ${member.previousRank}`} title="Dårligere enn forrige runde">
        ▼
      </span>
    );
  return null;
}

/** The ranking of 001 §2 'Leagues'; a row (click or Enter) asks for that member's team. */
export function RankingTable({ members, showMovement, ownUserID, onSelect }: RankingTableProps) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              Rank
            </th>
            <th scope="col">Lagnavn</th>
            <th scope="col">Brukernavn</th>
            <th scope="col" className={styles.number}>
              Poeng denne runden
            </th>
            <th scope="col" className={styles.number}>
              Totalt antall Poeng
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr
              key={member.userID}
              className={member.userID === ownUserID ? styles.own : undefined}
              tabIndex={0}
              onClick={() => onSelect(member)}
              onKeyDown={(event) => event.key === 'Enter' && onSelect(member)}
            >
              <td className={styles.number}>
                {member.rank ?? '–'}
                {showMovement && <Movement member={member} />}
              </td>
              <td>{member.fantasyTeamName}</td>
              <td>{member.username}</td>
              <td className={styles.number}>{member.roundPoints}</td>
              <td className={styles.number}>{member.totalPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
