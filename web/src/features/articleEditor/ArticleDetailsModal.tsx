import { useApiQuery } from '../../api/useApiQuery';
import { Modal } from '../../ui/Modal';
import { EDITOR_TEXTS } from './texts';
import styles from './ArticleEditor.module.css';
import listStyles from './ArticleList.module.css';

export type DetailsKind = 'album' | 'poll';

/** The list's Bilder and Poll modals (002 §2.5), for drafts and trashed articles too. */
export function ArticleDetailsModal({
  postID,
  kind,
  onClose,
}: {
  postID: number;
  kind: DetailsKind;
  onClose: () => void;
}) {
  const query = useApiQuery('getPostForAdmin', { postID });
  const article = query.data ?? (query.isError ? 'failed' : 'loading');

  const title = typeof article === 'object' ? article.post.title : kind === 'album' ? 'Bilder' : 'Poll';
  return (
    <Modal title={title} onClose={onClose} size="large">
      {article === 'loading' && <p className={styles.message}>Laster...</p>}
      {article === 'failed' && <p className={styles.message}>{EDITOR_TEXTS.loadFailed}</p>}
      {typeof article === 'object' && kind === 'album' && (
        <ul className={listStyles.albumGrid}>
          {article.albumGallery.map((image, index) => (
            <li key={image.id}>
              <img src={image.path} alt={`Bilde ${index + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {typeof article === 'object' && kind === 'poll' && article.poll && (
        <figure className={listStyles.pollResult}>
          <figcaption>{article.poll.title}</figcaption>
          <table className={listStyles.pollTable}>
            <tbody>
              {article.poll.alternatives.map((text, index) => (
                <tr key={index}>
                  <th scope="row">{text}</th>
                  <td>{article.poll?.votes[index] ?? 0} stemmer</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </Modal>
  );
}
