import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { ArticleButtons } from './ArticleButtons';
import { excerpt, postDate } from '../../ui/postText';
import { PostPicture } from './PostPicture';
import { Ticker } from '../../ui/Ticker';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { motionPausedAtom } from '../../store/motion';
import type { Post } from './types';
import styles from './NewsCarousel.module.css';

/** 000 §9: 3 items, 3 s interval, 150 ms transition (the transition: `.entering` in the CSS). */
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * The 3 newest articles. Plays by itself, pauses while pointed at or focused (and has a
 * pause button for everything that moves: WCAG 2.2.2), and does not play at all for visitors
 * who asked for reduced motion.
 */
export function NewsCarousel({ posts }: { posts: Post[] }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  // The first slide is there with the page (and is its largest paint): only a change slides in.
  const [changed, setChanged] = useState(false);
  const show = (next: (current: number) => number) => {
    setIndex(next);
    setChanged(true);
  };
  // The site's one pause: it stops the scrolling titles too (WCAG 2.2.2).
  const [paused, setPaused] = useAtom(motionPausedAtom);
  const [hovered, setHovered] = useState(false);
  const playing = !reduced && !paused && !hovered && posts.length > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => show((i) => (i + 1) % posts.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, posts.length]);

  const post = posts[index % Math.max(posts.length, 1)];
  if (!post) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="karusell"
      aria-label="Siste nytt"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={styles.viewport}>
        {/* A new slide slides in over the old one's cell (keyed, so each change starts its CSS
            animation afresh); CSS rather than framer-motion, so the home page loads none of it. */}
        <div
          key={post.id}
          className={`${styles.slide} ${changed ? styles.entering : ''}`}
          aria-roledescription="lysbilde"
          aria-label={`${index + 1} av ${posts.length}`}
        >
          <div className={styles.media}>
            <PostPicture
              post={post}
              sizes="(max-width: 700px) 100vw, 50vw"
              className={styles.image}
              crestSize={160}
              loading="eager"
            />
          </div>
          <div className={styles.caption}>
            <time className={styles.date} dateTime={post.dateCreated}>
              {postDate(post.dateCreated)}
            </time>
            <h2 className={styles.title}>
              <Link to={`/article/${post.id}`} className={styles.titleLink}>
                <Ticker text={post.title} />
              </Link>
            </h2>
            <p className={styles.text}>{excerpt(post.mainText, 180)}</p>
            <div className={styles.actions}>
              <Link to={`/article/${post.id}`} className={styles.more}>
                Les mer...
              </Link>
              <ArticleButtons post={post} />
            </div>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {posts.map((p, i) => (
          <button
            key={p.id}
            type="button"
            className={`${styles.dot} ${i === index ? styles.current : ''}`}
            onClick={() => show(() => i)}
            aria-label={`Vis sak ${i + 1}: ${p.title}`}
            aria-current={i === index}
          />
        ))}
        {!reduced && posts.length > 1 && (
          <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
            {paused ? 'Spill av' : 'Pause'}
          </button>
        )}
      </div>
    </section>
  );
}
