import { PageTitle } from '../../layout/PageTitle';

export default function ArticlePage() {
  return <PageTitle>Artikkel</PageTitle>;
}
