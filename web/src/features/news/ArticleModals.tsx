import { AlbumGallery } from '../../shared/albums/AlbumGallery';
import { CommentsPanel } from '../../shared/comments/CommentsPanel';
import { Modal } from '../../ui/Modal';
import { LazyPollPanel } from '../../shared/polls/LazyPollPanel';

export type ArticleModalKind = 'comments' | 'poll' | 'album';

/** The three modals of an article card (000 §2): comments, poll and album; X, Ok or the overlay close them. */
export function ArticleModal({
  kind,
  postID,
  title,
  onClose,
}: {
  kind: ArticleModalKind;
  postID: number;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose} size={kind === 'album' ? 'large' : 'medium'}>
      {kind === 'comments' && <CommentsPanel source={{ kind: 'article', postID }} maxHeight={420} />}
      {kind === 'poll' && <LazyPollPanel postID={postID} />}
      {kind === 'album' && <AlbumGallery postID={postID} title={title} />}
    </Modal>
  );
}
