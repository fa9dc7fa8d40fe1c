import { PageTitle } from '../../layout/PageTitle';

export default function FantasyChooseItemsPage() {
  return <PageTitle>Utstyr</PageTitle>;
}
