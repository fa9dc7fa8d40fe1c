import { PageTitle } from '../../layout/PageTitle';

export default function ShopPage() {
  return <PageTitle>Butikk</PageTitle>;
}
