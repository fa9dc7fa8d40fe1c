import { PageTitle } from '../../layout/PageTitle';

export default function AdminHomePage() {
  return <PageTitle>Administrator Hjem</PageTitle>;
}
