import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { PageTitle } from '../../layout/PageTitle';
import { FeedChat } from '../../features/clubPages/FeedChat';
import styles from '../../features/clubPages/ClubPages.module.css';

/** Post 3 is the 11-a-side feed, 850 px high (000 §2). */
const ELEVEN_ASIDE_FEED = 3;

/** /11aside: the retired 11-a-side team (000 §2). */
export default function ElevenAsidePage() {
  return (
    <>
      <PageTitle tabTitle="VSF 11er">{club.shortName} 11er</PageTitle>
      <div className={styles.columns}>
        <div className={styles.prose}>
          <p className={styles.lead}>
            11er-laget som bar klubben gjennom divisjonene – nå pensjonert, men aldri glemt.
          </p>
          <p>
            Fra første seriekamp i 2005 til siste fløyte spilte 11er-laget i 7., 6. og 5. divisjon. Mange av spillerne
            lever videre på {club.shortName} Legends, og historiene lever videre her.
          </p>
          <ul className={styles.linkRow}>
            <li>
              <Link to="/legends" className={styles.linkButton}>
                {club.shortName} Legends
              </Link>
            </li>
            <li>
              <Link to="/fantasy/main" className={`${styles.linkButton} ${styles.accentButton}`}>
                {club.fantasyName}
              </Link>
            </li>
          </ul>
        </div>
        <FeedChat postID={ELEVEN_ASIDE_FEED} title="11er-praten" height={850} />
      </div>
    </>
  );
}
