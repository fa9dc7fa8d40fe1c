import { PageTitle } from '../../layout/PageTitle';

export default function HistoryPage() {
  return <PageTitle>Historie</PageTitle>;
}
