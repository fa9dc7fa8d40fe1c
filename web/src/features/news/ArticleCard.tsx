import { Link } from 'react-router-dom';
import { ArticleButtons } from './ArticleButtons';
import { excerpt, postDate } from '../../ui/postText';
import { PostPicture } from './PostPicture';
import { Ticker } from '../../ui/Ticker';
import type { Post } from './types';
import styles from './ArticleCard.module.css';

interface ArticleCardProps {
  post: Post;
  variant?: 'card' | 'row';
  /** The title's heading level: 2 straight under a page's title (the archive), 3 under a section's. */
  level?: 2 | 3;
}

/**
 * How wide the card draws its picture: a card fills a phone's width and is a grid column of
 * about 270–300 px on wider screens; a row's picture is at most 320 px (ArticleCard.module.css).
 */
const PICTURE_SIZES = { card: '(max-width: 600px) 100vw, 300px', row: '320px' } as const;

/** An article card (000 §2): picture or club logo, date, title, text, 'Les mer...' and the buttons. */
export function ArticleCard({ post, variant = 'card', level = 3 }: ArticleCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      <Link to={`/article/${post.id}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PostPicture post={post} sizes={PICTURE_SIZES[variant]} className={styles.image} crestSize={96} />
      </Link>
      <div className={styles.body}>
        <time className={styles.date} dateTime={post.dateCreated}>
          {postDate(post.dateCreated)}
        </time>
        <Heading className={styles.title}>
          <Link to={`/article/${post.id}`} className={styles.titleLink}>
            <Ticker text={post.title} />
          </Link>
        </Heading>
        <p className={styles.text}>{excerpt(post.mainText, variant === 'row' ? 220 : 160)}</p>
        <Link to={`/article/${post.id}`} className={styles.more}>
          Les mer...
        </Link>
        <ArticleButtons post={post} />
      </div>
    </article>
  );
}
