import { PageTitle } from '../../layout/PageTitle';

export default function NewsArchivePage() {
  return <PageTitle>Nyhetsarkiv</PageTitle>;
}
