import { useId, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ApiRefusal, apiQueryKey, errorText, refetchCalls, useLoadQuery } from '../../api/useApiQuery';
import { useDebouncedInput } from '../../api/useDebouncedInput';
import { ClubCrest } from '../../ui/ClubCrest';
import { QueryState } from '../../ui/QueryState';
import { excerpt, postDate, titleImageOf } from '../../ui/postText';
import type { ApiPost as Post } from '@vsf/engine';
import { seasonContextAtom } from '../../store/season';
import { seasonOptions } from '../../ui/seasonOptions';
import { deleteForGood, listArticles, moveToTrash, type ArticleTab } from './articleApi';
import { ArticleDetailsModal, type DetailsKind } from './ArticleDetailsModal';
import { articleListFilterAtom } from './atoms';
import { EDITOR_QUESTIONS, EDITOR_TEXTS } from './texts';
import { StoredPicture } from '../../ui/StoredPicture';
import styles from './ArticleEditor.module.css';
import listStyles from './ArticleList.module.css';
import tabStyles from './Tabs.module.css';
import tableStyles from '../../ui/dataTable.module.css';
import forms from '../../ui/select.module.css';
import { useConfirmDialog, type ConfirmQuestion } from '../../ui/useConfirmDialog';

const TABS: { tab: ArticleTab; label: string }[] = [
  { tab: 'published', label: 'Publisert' },
  { tab: 'drafts', label: 'Utkast' },
  { tab: 'trash', label: 'Søppelbøtte' },
];
const TYPING_PAUSE_MS = 250;

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; posts: Post[] };

/** /admin/editArticle (002 §2.5). */
export function ArticleList() {
  const [filter, setFilter] = useAtom(articleListFilterAtom);
  const context = useAtomValue(seasonContextAtom);
  const [details, setDetails] = useState<{ postID: number; kind: DetailsKind } | null>(null);
  const ids = { year: useId(), search: useId() };
  const years = seasonOptions(context?.thisYear ?? new Date().getFullYear(), context?.previousYears ?? []);

  const asked = useDebouncedInput(filter, filter.searchString === '' ? 0 : TYPING_PAUSE_MS);
  const query = useLoadQuery(
    apiQueryKey('searchPostsForAdmin', asked),
    async () => {
      const answer = await listArticles(asked);
      if (!answer.success) throw new ApiRefusal('searchPostsForAdmin', answer.msg);
      return { posts: answer.posts };
    },
    { keepPrevious: true },
  );
  const list: ListState = query.isError
    ? { status: 'error', message: errorText(query.error, EDITOR_TEXTS.unavailable) }
    : query.data
      ? { status: 'ready', posts: query.data.posts }
      : { status: 'loading' };

  const { confirm, notify, dialog } = useConfirmDialog();
  const act = async (question: ConfirmQuestion, run: () => ReturnType<typeof moveToTrash>) => {
    if (!(await confirm(question))) return;
    try {
      const answer = await run();
      void notify(answer.msg);
      await refetchCalls('searchPostsForAdmin');
    } catch (error) {
      console.error(error);
      void notify(EDITOR_TEXTS.unavailable);
    }
  };

  return (
    <div className={tableStyles.wrapper}>
      <div className={tabStyles.listTabs} role="tablist" aria-label="Artikler">
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={filter.tab === tab}
            className={filter.tab === tab ? tabStyles.activeTab : tabStyles.tab}
            onClick={() => setFilter({ ...filter, tab })}
          >
            {label}
          </button>
        ))}
      </div>
      <form className={tableStyles.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.year} className={tableStyles.searchLabel}>
          År
        </label>
        <select
          className={forms.select}
          id={ids.year}
          value={filter.season ?? ''}
          onChange={(event) => setFilter({ ...filter, season: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Alle år</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <input
          id={ids.search}
          type="search"
          className={tableStyles.search}
          placeholder="Søk i artikler"
          aria-label="Søk i artikler"
          value={filter.searchString}
          onChange={(event) => setFilter({ ...filter, searchString: event.target.value })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filter.hasAlbum}
            onChange={(event) => setFilter({ ...filter, hasAlbum: event.target.checked })}
          />
          Artikler med bildegalleri
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filter.hasPoll}
            onChange={(event) => setFilter({ ...filter, hasPoll: event.target.checked })}
          />
          Artikler med poll/avstemming
        </label>
      </form>
      <div className={tableStyles.scroller}>
        <QueryState
          state={list}
          errorClassName={tableStyles.message}
          empty={{
            text: 'Ingen artikler funnet.',
            isEmpty: ({ posts }) => posts.length === 0,
            className: tableStyles.message,
          }}
        >
          {({ posts }) => (
            <ul className={listStyles.rows}>
              {posts.map((post) => (
                <li key={post.id} className={listStyles.row}>
                  {titleImageOf(post.titleImage) ? (
                    <StoredPicture
                      src={post.titleImage}
                      size={post.titleImageSize}
                      sizes="96px"
                      alt=""
                      className={listStyles.rowImage}
                    />
                  ) : (
                    // 000 §2: an article without a title image shows the club logo, as on the site.
                    <span className={`${listStyles.rowImage} ${listStyles.rowLogo}`} data-testid="row-logo">
                      <ClubCrest size={52} decorative />
                    </span>
                  )}
                  <div className={listStyles.rowText}>
                    <h2 className={listStyles.rowTitle}>{post.title}</h2>
                    <p className={styles.help}>
                      <time dateTime={post.dateCreated}>{postDate(post.dateCreated)}</time> · Kommentarer (
                      {post.numberOfComments})
                    </p>
                    <p className={listStyles.excerpt}>{excerpt(post.mainText, 160)}</p>
                  </div>
                  <div className={listStyles.rowActions}>
                    {post.hasAlbum === 1 && (
                      <button
                        type="button"
                        className={styles.smallButton}
                        onClick={() => setDetails({ postID: post.id, kind: 'album' })}
                      >
                        Bilder
                      </button>
                    )}
                    {post.hasPoll === 1 && (
                      <button
                        type="button"
                        className={styles.smallButton}
                        onClick={() => setDetails({ postID: post.id, kind: 'poll' })}
                      >
                        Poll
                      </button>
                    )}
                    {post.trashed === 1 ? (
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => void act(EDITOR_QUESTIONS.delete(post.title), () => deleteForGood(post.id))}
                      >
                        Slett for alltid
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => void act(EDITOR_QUESTIONS.trash(post.title), () => moveToTrash(post.id))}
                      >
                        Flytt til søppelbøtte
                      </button>
                    )}
                    <Link to={`/admin/editArticle/${post.id}`} className={styles.primary}>
                      Endre
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {details && <ArticleDetailsModal {...details} onClose={() => setDetails(null)} />}
      {dialog}
    </div>
  );
}
