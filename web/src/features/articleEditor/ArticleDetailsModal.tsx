import { useApiQuery } from '../../api/useApiQuery';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { LOADING_TEXT } from '../../ui/stateTexts';
import { EDITOR_TEXTS } from './texts';
import { StoredPicture } from '../../ui/StoredPicture';
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
  // An answer shown stays shown; any failure before one, a refusal too, shows the editor's own text.
  const state = query.data
    ? { status: 'ready' as const, article: query.data }
    : query.isError
      ? { status: 'error' as const, message: EDITOR_TEXTS.loadFailed }
      : { status: 'loading' as const };

  const title = query.data ? query.data.post.title : kind === 'album' ? 'Bilder' : 'Poll';
  return (
    <Modal title={title} onClose={onClose} size="large">
      <QueryState
        state={state}
        loading={{ text: LOADING_TEXT, className: styles.message }}
        errorClassName={styles.message}
      >
        {({ article }) => (
          <>
            {kind === 'album' && (
              <ul className={listStyles.albumGrid}>
                {article.albumGallery.map((image, index) => (
                  <li key={image.id}>
                    <StoredPicture src={image.path} size={image.size} sizes="240px" alt={`Bilde ${index + 1}`} />
                  </li>
                ))}
              </ul>
            )}
            {kind === 'poll' && article.poll && (
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
          </>
        )}
      </QueryState>
    </Modal>
  );
}
