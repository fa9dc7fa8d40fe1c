import { NewArticleEditor } from '../../features/articleEditor/NewArticleEditor';
import { PageTitle } from '../../ui/PageTitle';

export default function NewArticlePage() {
  return (
    <>
      <PageTitle>Skriv nytt innlegg</PageTitle>
      <NewArticleEditor />
    </>
  );
}
