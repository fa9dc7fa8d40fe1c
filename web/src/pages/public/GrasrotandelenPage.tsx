import { PageTitle } from '../../layout/PageTitle';

export default function GrasrotandelenPage() {
  return <PageTitle>Grasrotandelen</PageTitle>;
}
