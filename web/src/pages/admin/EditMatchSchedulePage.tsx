import { PageTitle } from '../../layout/PageTitle';

export default function EditMatchSchedulePage() {
  return <PageTitle>Endre Kampprogram</PageTitle>;
}
