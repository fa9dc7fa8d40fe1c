import { PageTitle } from '../../layout/PageTitle';

export default function EditArticlePage() {
  return <PageTitle>Endre artikkel</PageTitle>;
}
