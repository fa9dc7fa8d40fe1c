import { PageTitle } from '../../layout/PageTitle';

export default function FluggerandelenPage() {
  return <PageTitle>Fluggerandelen</PageTitle>;
}
