import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Spinner } from '../../ui/Spinner';
import { seasonContextAtom } from '../season/atoms';
import { seasonOptions } from '../season/seasonOptions';
import { sessionAtom } from '../session/atoms';
import { ArticleCard } from './ArticleCard';
import { searchPosts, type SearchFilter } from './postsApi';
import type { Post } from './types';
import forms from '../../ui/select.module.css';
import styles from './NewsArchive.module.css';

/** Typing waits this long for the next key before the list reloads. */
const TYPING_PAUSE_MS = 250;

/** /newsArchive on desktop (000 §2): season, 'Søk i artikler' and two checkboxes; every change reloads. */
export function NewsArchive() {
  const context = useAtomValue(seasonContextAtom);
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState(thisYear);
  const [searchString, setSearchString] = useState('');
  const [hasAlbum, setHasAlbum] = useState(false);
  const [hasPoll, setHasPoll] = useState(false);
  const [result, setResult] = useState<{ key: string; posts: Post[] | null; failed: boolean } | null>(null);
  const ids = { season: useId(), search: useId() };

  useEffect(() => {
    if (who === 'loading') return;
    const filter: SearchFilter = { searchString, hasPoll, hasAlbum, season };
    const key = JSON.stringify(filter);
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        searchPosts(filter)
          .then((posts) => !cancelled && setResult({ key, posts, failed: false }))
          .catch((error: unknown) => {
            console.error(error);
            if (!cancelled) setResult({ key, posts: null, failed: true });
          });
      },
      searchString === '' ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [searchString, hasPoll, hasAlbum, season, who]);

  return (
    <>
      <form className={styles.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.season} className={styles.label}>
          Sesong
        </label>
        <select
          id={ids.season}
          className={forms.select}
          value={season}
          onChange={(e) => setSeason(Number(e.target.value))}
        >
          {seasonOptions(thisYear, context?.previousYears ?? []).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <label htmlFor={ids.search} className="visually-hidden">
          Søk i artikler
        </label>
        <input
          id={ids.search}
          className={styles.search}
          type="search"
          placeholder="Søk i artikler"
          value={searchString}
          onChange={(event) => setSearchString(event.target.value)}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={hasAlbum} onChange={(event) => setHasAlbum(event.target.checked)} />
          Artikler med bildegalleri
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={hasPoll} onChange={(event) => setHasPoll(event.target.checked)} />
          Artikler med poll/avstemming
        </label>
      </form>
      {result === null ? (
        <Spinner label="Laster artikler..." />
      ) : result.failed || result.posts === null ? (
        <p className={styles.message}>Artiklene kunne ikke lastes akkurat nå. Prøv igjen om litt.</p>
      ) : result.posts.length === 0 ? (
        <p className={styles.message}>Ingen artikler funnet for dette søket i {season}.</p>
      ) : (
        <div
          className={styles.list}
          aria-busy={result.key !== JSON.stringify({ searchString, hasPoll, hasAlbum, season })}
        >
          <p className={styles.count}>{result.posts.length === 1 ? '1 artikkel' : `${result.posts.length} artikler`}</p>
          {result.posts.map((post) => (
            <ArticleCard key={post.id} post={post} variant="row" />
          ))}
        </div>
      )}
    </>
  );
}
