import { useEffect } from 'react';
import { club } from '@vsf/engine';
import { QueryState } from '../../ui/QueryState';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { PhoneGlance } from '../../features/clubGlance/PhoneGlance';
import { ArticleCard } from '../../features/news/ArticleCard';
import { BallMenu } from '../../features/news/BallMenu';
import { FotballFeed } from '../../features/news/FotballFeed';
import { NewsCarousel } from '../../features/news/NewsCarousel';
import { TransfersTable } from '../../features/news/TransfersTable';
import { HOME_POSTS } from '../../features/news/homePosts';
import { usePosts } from '../../features/news/usePosts';
import styles from '../../features/news/HomePage.module.css';

/**
 * Home (000 §2): carousel of the 3 newest, feed of items 4 to 7, ball menu, FotballFeed, transfers.
 * A phone, which has no side bar with the latest results and the table, gets them first.
 */
export default function HomePage() {
  const { posts, failed } = usePosts(HOME_POSTS);
  const phone = useDeviceLayout() === 'mobile';
  // While the news load, their places keep the carousel's height and a screen's worth of feed,
  // so the ball menu below does not jump when they arrive.
  const loading = posts === null && !failed;
  useEffect(() => {
    document.title = `Hjem – ${club.name}`;
  }, []);
  return (
    <>
      <h1 className="visually-hidden">Hjem</h1>
      {phone && <PhoneGlance />}
      <div className={loading ? styles.carouselLoading : undefined}>
        <QueryState
          state={
            posts !== null
              ? { status: 'ready', posts }
              : failed
                ? { status: 'error', message: 'Nyhetene kunne ikke lastes akkurat nå. Prøv igjen om litt.' }
                : { status: 'loading' }
          }
          loading={{ label: 'Laster nyheter...' }}
          errorClassName={styles.message}
          empty={{
            text: 'Ingen nyheter ennå. Følg med!',
            isEmpty: (ready) => ready.posts.length === 0,
            className: styles.message,
          }}
        >
          {(ready) => <NewsCarousel posts={ready.posts.slice(0, 3)} />}
        </QueryState>
      </div>
      <div className={styles.grid}>
        <section className={styles.feed} aria-labelledby="flere-nyheter">
          <h2 id="flere-nyheter" className={styles.sectionTitle}>
            Flere nyheter
          </h2>
          <div className={loading ? `${styles.cards} ${styles.cardsLoading}` : styles.cards}>
            {(posts ?? []).slice(3, HOME_POSTS).map((post) => (
              <ArticleCard key={post.id} post={post} />
            ))}
          </div>
        </section>
        <div className={styles.side}>
          <BallMenu />
          <FotballFeed />
        </div>
      </div>
      <TransfersTable />
    </>
  );
}
