import { useId, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useDebouncedInput } from '../../api/useDebouncedInput';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import { SeasonSelect } from '../../ui/SeasonSelect';
import { QueryState } from '../../ui/QueryState';
import { seasonContextAtom } from '../../store/season';
import { sessionAtom } from '../../store/session';
import { ArticleCard } from './ArticleCard';
import { searchPosts, type SearchFilter } from './postsApi';
import styles from './NewsArchive.module.css';

/** Typing waits this long for the next key before the list reloads. */
const TYPING_PAUSE_MS = 250;

/**
 * /newsArchive (000 §2): season, 'Søk i artikler' and two checkboxes; every change reloads.
 * A phone passes its endless list as `unfiltered`: shown until the reader narrows the search.
 */
export function NewsArchive({ unfiltered }: { unfiltered?: ReactNode }) {
  const context = useAtomValue(seasonContextAtom);
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState(thisYear);
  const [searchString, setSearchString] = useState('');
  const [hasAlbum, setHasAlbum] = useState(false);
  const [hasPoll, setHasPoll] = useState(false);
  const ids = { season: useId(), search: useId() };
  const typed: SearchFilter = { searchString, hasPoll, hasAlbum, season };
  const filter = useDebouncedInput(typed, searchString === '' ? 0 : TYPING_PAUSE_MS);
  const showUnfiltered =
    unfiltered !== undefined &&
    filter.searchString === '' &&
    !filter.hasPoll &&
    !filter.hasAlbum &&
    season === thisYear;
  // The visitor is part of the key, not of the request: roles decide the list (000 §6).
  const query = useLoadQuery(
    who === 'loading' || showUnfiltered ? null : apiQueryKey('searchPosts', { ...filter, visitor: who }),
    async () => ({ posts: await searchPosts(filter) }),
    { keepPrevious: true },
  );
  const result = query.isError
    ? { status: 'error' as const, message: 'Artiklene kunne ikke lastes akkurat nå. Prøv igjen om litt.' }
    : query.data
      ? { status: 'ready' as const, posts: query.data.posts }
      : { status: 'loading' as const };
  const busy = query.isPlaceholderData || JSON.stringify(filter) !== JSON.stringify(typed);

  return (
    <>
      <form className={styles.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.season} className={styles.label}>
          Sesong
        </label>
        <SeasonSelect
          id={ids.season}
          value={season}
          onChange={setSeason}
          thisYear={thisYear}
          previousYears={context?.previousYears ?? []}
        />
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
      {showUnfiltered ? (
        unfiltered
      ) : (
        <QueryState
          state={result}
          loading={{ label: 'Laster artikler...' }}
          errorClassName={styles.message}
          empty={{
            text: `Ingen artikler funnet for dette søket i ${season}.`,
            isEmpty: ({ posts }) => posts.length === 0,
            className: styles.message,
          }}
        >
          {({ posts }) => (
            <div className={styles.list} aria-busy={busy}>
              <p className={styles.count}>{posts.length === 1 ? '1 artikkel' : `${posts.length} artikler`}</p>
              {posts.map((post) => (
                <ArticleCard key={post.id} post={post} variant={unfiltered ? 'card' : 'row'} level={2} />
              ))}
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
