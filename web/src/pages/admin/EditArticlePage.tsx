import { useParams } from 'react-router-dom';
import { EditArticleEditor } from '../../features/articleEditor/EditArticleEditor';
import { PageTitle } from '../../ui/PageTitle';

export default function EditArticlePage() {
  const { postID } = useParams();
  return (
    <>
      <PageTitle>Endre artikkel</PageTitle>
      {/* A new key per article: nothing of one article's form is left when another opens. */}
      <EditArticleEditor key={postID} postID={Number(postID)} />
    </>
  );
}
