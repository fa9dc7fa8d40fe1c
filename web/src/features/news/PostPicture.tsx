import { ClubCrest } from '../../ui/ClubCrest';
import { StoredPicture } from '../../ui/StoredPicture';
import { titleImageOf } from '../../ui/postText';
import type { Post } from './types';

interface PostPictureProps {
  post: Pick<Post, 'titleImage' | 'titleImageSize'>;
  /** How wide the place draws it (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The crest's size where the article has no title picture. */
  crestSize: number;
  loading?: 'lazy' | 'eager';
}

/** An article's title picture in its place (card, carousel, article), or the club's crest. */
export function PostPicture({ post, sizes, className, crestSize, loading }: PostPictureProps) {
  const image = titleImageOf(post.titleImage);
  if (!image) return <ClubCrest size={crestSize} decorative />;
  return (
    <StoredPicture
      src={image}
      size={post.titleImageSize}
      sizes={sizes}
      alt=""
      className={className}
      loading={loading}
    />
  );
}
