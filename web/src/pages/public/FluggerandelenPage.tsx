import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import styles from '../../features/clubPages/ClubPages.module.css';

/** The paint-shop scheme (000 §2): 20 % member discount and 5 % to the club. */
export default function FluggerandelenPage() {
  return (
    <>
      <PageTitle>Fluggerandelen</PageTitle>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.factValue}>20 %</span>rabatt for medlemmer
        </div>
        <div className={styles.fact}>
          <span className={styles.factValue}>5 %</span>av kjøpet går til klubben
        </div>
      </div>
      <div className={styles.prose}>
        <p className={styles.lead}>Skal du male hjemme? Da kan du spare penger og støtte {club.name} på samme tid.</p>
        <p>
          Som medlem, spiller eller supporter av {club.shortName} får du 20 % rabatt på maling, tapet og utstyr i
          Flügger-butikken. I tillegg går 5 % av det du handler for til klubbkassen.
        </p>
        <p>
          Si at du handler på {club.shortName}-avtalen når du betaler. Rabatten kan ikke kombineres med andre tilbud, og
          kjøpet må betales kontant i butikken.
        </p>
      </div>
    </>
  );
}
