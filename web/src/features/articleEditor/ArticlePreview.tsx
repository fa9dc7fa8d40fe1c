import { useState } from 'react';
import { ClubCrest } from '../../ui/ClubCrest';
import { Modal } from '../../ui/Modal';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import type { ArticleDraft } from './draft';
import type { Gallery, TitleImage } from './saveArticle';
import { StoredPicture } from '../../ui/StoredPicture';
import { TitleImagePicture } from './TitleImagePicture';
import styles from './ArticleEditor.module.css';
import previewStyles from './ArticlePreview.module.css';
import tabStyles from './Tabs.module.css';

interface ArticlePreviewProps {
  draft: ArticleDraft;
  titleImage: TitleImage;
  writtenByName: string;
  editedByName: string | null;
  gallery: Gallery;
  onClose: () => void;
}

type Tab = 'poll' | 'comments' | 'album';
const TAB_LABEL: Record<Tab, string> = { poll: 'Poll', comments: 'Kommentarer', album: 'Bilder' };
/** The large Modal's body: 920 px less its padding, or the screen less the overlay's and the body's on a phone. */
const PREVIEW_WIDTH_SIZES = '(max-width: 600px) calc(100vw - 3rem), 872px';

/** 002 §2.8: the article as readers will see it; 'Stem!' does nothing here. */
export function ArticlePreview({
  draft,
  titleImage,
  writtenByName,
  editedByName,
  gallery,
  onClose,
}: ArticlePreviewProps) {
  const [tab, setTab] = useState<Tab>('comments');
  const stored = gallery.stored.filter((image) => !gallery.removed.includes(image.id));
  const alternatives = draft.poll.alternatives.filter((text) => text.trim() !== '');
  return (
    <Modal title="Forhåndsvisning" onClose={onClose} size="large">
      <article className={previewStyles.preview}>
        <div className={previewStyles.previewHero}>
          {titleImage.kind === 'none' ? (
            <ClubCrest size={120} decorative />
          ) : (
            <TitleImagePicture image={titleImage} sizes={PREVIEW_WIDTH_SIZES} alt="" />
          )}
        </div>
        <h1 className={previewStyles.previewTitle}>{draft.title || 'Uten tittel'}</h1>
        <p className={styles.help}>Skrevet av {writtenByName}</p>
        {editedByName && <p className={styles.help}>Sist oppdatert av {editedByName}</p>}
        <div
          className={previewStyles.previewText}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(draft.content, PREVIEW_WIDTH_SIZES) }}
        />
        {draft.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Stikkord">
            {draft.tags.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
        <div className={tabStyles.tabs} role="tablist">
          {(['poll', 'comments', 'album'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={tab === kind}
              className={tab === kind ? tabStyles.activeTab : tabStyles.tab}
              onClick={() => setTab(kind)}
            >
              {TAB_LABEL[kind]}
            </button>
          ))}
        </div>
        <section role="tabpanel" aria-label={TAB_LABEL[tab]} className={previewStyles.previewPanel}>
          {tab === 'poll' &&
            (draft.hasPoll ? (
              <fieldset className={styles.checks}>
                <legend>{draft.poll.title}</legend>
                {alternatives.map((text) => (
                  <label key={text} className={styles.check}>
                    <input type={draft.poll.voteOnce === 1 ? 'radio' : 'checkbox'} name="preview-poll" />
                    {text}
                  </label>
                ))}
                <button type="button" className={styles.smallButton}>
                  Stem!
                </button>
              </fieldset>
            ) : (
              <p className={styles.help}>Denne artikkelen har ingen avstemming.</p>
            ))}
          {tab === 'comments' && <p className={styles.help}>Kommentarene vises her når artikkelen er publisert.</p>}
          {tab === 'album' &&
            (stored.length + gallery.added.length > 0 ? (
              <ul className={styles.galleryList}>
                {stored.map((image) => (
                  <li key={image.id}>
                    <StoredPicture src={image.path} size={image.size} sizes="64px" alt="" className={styles.thumb} />
                  </li>
                ))}
                {gallery.added.map((file, index) => (
                  <li key={`${file.name}-${index}`}>{file.name}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.help}>Artikkelen har ingen bilder.</p>
            ))}
        </section>
      </article>
    </Modal>
  );
}
