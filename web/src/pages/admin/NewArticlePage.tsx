import { PageTitle } from '../../layout/PageTitle';

export default function NewArticlePage() {
  return <PageTitle>Skriv nytt innlegg</PageTitle>;
}
