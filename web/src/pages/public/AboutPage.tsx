import { PageTitle } from '../../layout/PageTitle';

export default function AboutPage() {
  return <PageTitle>Kontakt</PageTitle>;
}
