import { useState } from 'react';
import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { FeedChat } from '../../features/clubPages/FeedChat';
import { CommentsPanel } from '../../shared/comments/CommentsPanel';
import { Modal } from '../../ui/Modal';
import styles from '../../features/clubPages/ClubPages.module.css';

/** Post 1 is the BikerBoyz feed (000 §2). */
const BIKERBOYZ_FEED = 1;
const BANK_ACCOUNT = '1503 12 34567';

/** /bikerboyz: how to join the supporter group, and its chat (000 §2). Phones get the chat as a modal. */
export default function BikerBoyzPage() {
  const mobile = useDeviceLayout() === 'mobile';
  const [chat, setChat] = useState(false);
  return (
    <>
      <PageTitle>BikerBoyz</PageTitle>
      <div className={styles.columns}>
        <div className={styles.prose}>
          <p className={styles.lead}>
            BikerBoyz er supporterklubben til {club.name}: vi står på sidelinjen i regn og sol, synger for laget og tar
            med kaffe til bortekampene.
          </p>
          <h2>Slik blir du medlem</h2>
          <ol className={styles.steps}>
            <li>
              Gi et bidrag til kontonummer <strong>{BANK_ACCOUNT}</strong> – valgfritt beløp, 200 kr er vanlig.
            </li>
            <li>Skriv navn, adresse, e-post og telefonnummer i betalingsmeldingen.</li>
            <li>Du får velkomst-e-post og skjerf på neste hjemmekamp.</li>
          </ol>
          <p>
            Vil du støtte enda mer? Velg {club.shortName} som grasrotmottaker, eller kjøp supporterutstyr i butikken.
          </p>
          <ul className={styles.linkRow}>
            <li>
              <Link to="/grasrotandelen" className={styles.linkButton}>
                Grasrotandelen
              </Link>
            </li>
            <li>
              <Link to="/shop" className={`${styles.linkButton} ${styles.accentButton}`}>
                Butikken
              </Link>
            </li>
            {mobile && (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => setChat(true)}>
                  Kommentarer
                </button>
              </li>
            )}
          </ul>
        </div>
        {!mobile && <FeedChat postID={BIKERBOYZ_FEED} title="BikerBoyz Chat" height={560} />}
      </div>
      {chat && (
        <Modal title="BikerBoyz Chat" onClose={() => setChat(false)}>
          <CommentsPanel source={{ kind: 'feed', postID: BIKERBOYZ_FEED, includeBot: true }} maxHeight={420} />
        </Modal>
      )}
    </>
  );
}
