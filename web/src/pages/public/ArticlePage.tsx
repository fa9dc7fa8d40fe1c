import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { club } from '@vsf/engine';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import { Spinner } from '../../ui/Spinner';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { ArticleView } from '../../features/news/ArticleView';
import { fetchArticle, type ArticleState } from '../../features/news/postsApi';
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
    who === 'loading' ? null : apiQueryKey('getPostByID', { postID, visitor: who, answer: 'articleState' }),
    () => fetchArticle(Number(postID)),
  );
  const article: ArticleState = query.data ?? LOADING;

  useEffect(() => {
    document.title = article.state === 'shown' ? `${article.post.title} – ${club.name}` : `Artikkel – ${club.name}`;
  }, [article]);

  if (article.state === 'loading') return <Spinner label="Laster artikkelen..." />;
  if (article.state !== 'shown') {
    return (
      <div className={styles.message} role="alert">
        <h1 className="visually-hidden">Artikkel</h1>
        <p>{article.msg}</p>
        <Link to="/">Til forsiden</Link>
      </div>
    );
  }
  return <ArticleView post={article.post} layout={layout} />;
}
