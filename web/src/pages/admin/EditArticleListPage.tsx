import { ArticleList } from '../../features/articleEditor/ArticleList';
import { PageTitle } from '../../ui/PageTitle';

export default function EditArticleListPage() {
  return (
    <>
      <PageTitle>Endre Artikler</PageTitle>
      <ArticleList />
    </>
  );
}
