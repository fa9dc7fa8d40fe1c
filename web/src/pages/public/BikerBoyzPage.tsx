import { PageTitle } from '../../layout/PageTitle';

export default function BikerBoyzPage() {
  return <PageTitle>BikerBoyz</PageTitle>;
}
