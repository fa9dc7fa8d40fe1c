import { PageTitle } from '../../layout/PageTitle';

export default function TablePage() {
  return <PageTitle>Tabell</PageTitle>;
}
