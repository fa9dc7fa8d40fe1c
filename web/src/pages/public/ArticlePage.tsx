import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { club } from '@vsf/engine';
import { Spinner } from '../../ui/Spinner';
import { useDeviceLayout } from '../../features/device/useDeviceLayout';
import { ArticleView } from '../../features/news/ArticleView';
import { fetchArticle, type ArticleState } from '../../features/news/postsApi';
import { sessionAtom } from '../../features/session/atoms';
import styles from '../../features/news/HomePage.module.css';

/** /article/{postID} with the states of 000 §4: loading, not found, gone, restricted, shown. */
export default function ArticlePage() {
  const { postID } = useParams();
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const layout = useDeviceLayout() === 'mobile' ? 'modal' : 'inline';
  const [article, setArticle] = useState<ArticleState>({ state: 'loading' });

  useEffect(() => {
    if (who === 'loading') return;
    let cancelled = false;
    setArticle({ state: 'loading' });
    void fetchArticle(Number(postID)).then((state) => {
      if (!cancelled) setArticle(state);
    });
    return () => {
      cancelled = true;
    };
  }, [postID, who]);

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
