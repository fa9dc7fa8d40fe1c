import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { PageTitle } from '../../layout/PageTitle';
import { FeedChat } from '../../features/clubPages/FeedChat';
import styles from '../../features/clubPages/ClubPages.module.css';

/** Post 2 is the Legends feed (000 §2). */
const LEGENDS_FEED = 2;

/** /legends: the 7-a-side team, its links and its feed (000 §2). */
export default function LegendsPage() {
  return (
    <>
      <PageTitle tabTitle="VSF Legends">{club.shortName} Legends</PageTitle>
      <div className={styles.columns}>
        <div className={styles.prose}>
          <p className={styles.lead}>7er-laget for de som har spilt seg ferdig med 11er – men ikke med fotballen.</p>
          <p>
            {club.shortName} Legends spiller 7er i byens bedriftsserie og cuper gjennom året. Her møtes gamle
            lagkamerater, nye fjes og et par som påstår de aldri har vært raskere. Alle er velkomne på trening – tid og
            sted står i praten.
          </p>
          <ul className={styles.linkRow}>
            <li>
              <Link to="/fantasy/main" className={`${styles.linkButton} ${styles.accentButton}`}>
                {club.fantasyName}
              </Link>
            </li>
            <li>
              <Link to="/bikerboyz" className={styles.linkButton}>
                BikerBoyz
              </Link>
            </li>
            <li>
              <Link to="/shop" className={styles.linkButton}>
                Butikken
              </Link>
            </li>
            <li>
              <Link to="/grasrotandelen" className={styles.linkButton}>
                Grasrotandelen
              </Link>
            </li>
            <li>
              <Link to="/fluggerandelen" className={styles.linkButton}>
                Fluggerandelen
              </Link>
            </li>
          </ul>
        </div>
        <FeedChat postID={LEGENDS_FEED} title="Legends-praten" />
      </div>
    </>
  );
}
