import { ArticleList } from '../../features/articleEditor/ArticleList';
import { PageTitle } from '../../layout/PageTitle';

export default function EditArticleListPage() {
  return (
    <>
      <PageTitle>Endre Artikler</PageTitle>
      <ArticleList />
    </>
  );
}
