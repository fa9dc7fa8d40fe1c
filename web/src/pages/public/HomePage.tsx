import { PageTitle } from '../../layout/PageTitle';

export default function HomePage() {
  return <PageTitle>Hjem</PageTitle>;
}
