import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { club } from '@vsf/engine';
import { rooms } from '@vsf/contract';
import { joinRoom } from '../../api/live/socket';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import type { Loadable } from '../../api/loadable';
import { QueryState } from '../../ui/QueryState';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { ArticleView } from '../../features/news/ArticleView';
import { fetchArticle, type ArticleState } from '../../features/news/postsApi';
import type { Post } from '../../features/news/types';
import { sessionAtom } from '../../store/session';
import styles from '../../features/news/HomePage.module.css';

const LOADING: ArticleState = { state: 'loading' };

/** /article/{postID} with the states of 000 §4: loading, not found, gone, restricted, shown. */
export default function ArticlePage() {
  const { postID } = useParams();
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const layout = useDeviceLayout() === 'mobile' ? 'modal' : 'inline';
  // The visitor is part of the key: who may read an article depends on the login (000 §6).
  const query = useLoadQuery(
    who === 'loading'
      ? null
      : apiQueryKey('getPostByID', { postID: Number(postID), visitor: who, answer: 'articleState' }),
    () => fetchArticle(Number(postID)),
  );
  const article: ArticleState = query.data ?? LOADING;
  // In the post's room, a new comment refetches the article, so 'Kommentarer (n)' counts it.
  useEffect(() => joinRoom(rooms.post(Number(postID))), [postID]);

  useEffect(() => {
    document.title = article.state === 'shown' ? `${article.post.title} – ${club.name}` : `Artikkel – ${club.name}`;
  }, [article]);

  return (
    <QueryState
      state={readStateOf(article)}
      loading={{ label: 'Laster artikkelen...' }}
      error={(message) => (
        <div className={styles.message} role="alert">
          <h1 className="visually-hidden">Artikkel</h1>
          <p>{message}</p>
          <Link to="/">Til forsiden</Link>
        </div>
      )}
    >
      {({ value }) => <ArticleView post={value} layout={layout} />}
    </QueryState>
  );
}

/** Not found, gone and restricted are the page's error, told in the server's words. */
function readStateOf(article: ArticleState): Loadable<Post> {
  if (article.state === 'loading') return { status: 'loading' };
  if (article.state === 'shown') return { status: 'ready', value: article.post };
  return { status: 'error', message: article.msg };
}
