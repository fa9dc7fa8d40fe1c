import { useLayoutEffect, useRef, useState } from 'react';
import { AlbumGallery } from '../../shared/albums/AlbumGallery';
import { CommentsPanel } from '../../shared/comments/CommentsPanel';
import { LazyPollPanel } from '../../shared/polls/LazyPollPanel';
import { ArticleModal, type ArticleModalKind } from './ArticleModals';
import { postDateTime } from '../../ui/postText';
import { PostPicture } from './PostPicture';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import type { Post } from './types';
import styles from './ArticleView.module.css';

/** 000 §2: the comment feed's height on article pages is 760 minus the main text's height. */
export const ARTICLE_FEED_TOTAL_PX = 760;
const MIN_FEED_PX = 320;
/** The title picture spans the article: the screen on a phone, the article's column (about 925 px) elsewhere. */
const HERO_PICTURE_SIZES = '(max-width: 700px) 100vw, 925px';
/**
 * Pictures in the text are at most as wide as its column: the article less its padding
 * (ArticleView.module.css), and on a phone the screen less the phone shell's padding too.
 */
const TEXT_PICTURE_SIZES = '(max-width: 700px) calc(100vw - 3.5rem), 861px';

type Layout = 'inline' | 'modal';

/** The tabs an article offers, in the spec's order; comments only inline when there is a poll or album. */
export function articleTabs(post: Post, layout: Layout): ArticleModalKind[] {
  const tabs: ArticleModalKind[] = [];
  if (post.hasPoll === 1) tabs.push('poll');
  if (layout === 'modal' || post.hasPoll === 1 || post.hasAlbum === 1) tabs.push('comments');
  if (post.hasAlbum === 1) tabs.push('album');
  return tabs;
}

const TAB_LABEL: Record<ArticleModalKind, string> = { poll: 'Poll', comments: 'Kommentarer', album: 'Bilder' };

const tabLabel = (kind: ArticleModalKind, post: Post) =>
  kind === 'comments' ? `${TAB_LABEL[kind]} (${post.numberOfComments})` : TAB_LABEL[kind];

export function ArticleView({ post, layout }: { post: Post; layout: Layout }) {
  const textRef = useRef<HTMLDivElement>(null);
  const [feedHeight, setFeedHeight] = useState(ARTICLE_FEED_TOTAL_PX - MIN_FEED_PX);
  const [tab, setTab] = useState<ArticleModalKind>('comments');
  const [modal, setModal] = useState<ArticleModalKind | null>(null);
  const tabs = articleTabs(post, layout);
  const tags = post.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text) return;
    const measure = () => setFeedHeight(Math.max(MIN_FEED_PX, ARTICLE_FEED_TOTAL_PX - text.offsetHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [post.mainText]);

  return (
    <article className={styles.article}>
      <div className={styles.hero}>
        <PostPicture
          post={post}
          sizes={HERO_PICTURE_SIZES}
          className={styles.heroImage}
          crestSize={150}
          loading="eager"
        />
      </div>
      <div className={styles.content}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.byline}>
          {post.writtenByName ? `Skrevet av ${post.writtenByName}, ` : ''}
          <time dateTime={post.dateCreated}>{postDateTime(post.dateCreated)}</time>
        </p>
        {post.dateEdited && (
          <p className={styles.edited}>
            Redigert{post.editedByName ? ` av ${post.editedByName}` : ''} {postDateTime(post.dateEdited)}
          </p>
        )}
        <div
          ref={textRef}
          className={styles.text}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.mainText, TEXT_PICTURE_SIZES) }}
        />
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Stikkord">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}

        {tabs.length > 0 && layout === 'inline' && (
          <div className={styles.tabs} role="tablist">
            {tabs.map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={tab === kind}
                className={`${styles.tab} ${tab === kind ? styles.activeTab : ''}`}
                onClick={() => setTab(kind)}
              >
                {tabLabel(kind, post)}
              </button>
            ))}
          </div>
        )}
        {/* On a phone each one opens a modal, so they look like buttons, not like tabs over an empty panel. */}
        {tabs.length > 0 && layout === 'modal' && (
          <div className={styles.openButtons}>
            {tabs.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-haspopup="dialog"
                className={styles.openButton}
                onClick={() => setModal(kind)}
              >
                {tabLabel(kind, post)}
              </button>
            ))}
          </div>
        )}

        {layout === 'inline' && (
          <section className={styles.panel} role={tabs.length > 0 ? 'tabpanel' : undefined} aria-label={TAB_LABEL[tab]}>
            {tabs.length === 0 && <h2 className={styles.panelTitle}>Kommentarer</h2>}
            {tab === 'comments' && (
              <CommentsPanel source={{ kind: 'article', postID: post.id }} maxHeight={feedHeight} />
            )}
            {tab === 'poll' && <LazyPollPanel postID={post.id} />}
            {tab === 'album' && <AlbumGallery postID={post.id} title={post.title} />}
          </section>
        )}
      </div>
      {modal && <ArticleModal kind={modal} postID={post.id} title={post.title} onClose={() => setModal(null)} />}
    </article>
  );
}
