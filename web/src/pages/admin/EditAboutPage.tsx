import { PageTitle } from '../../layout/PageTitle';

export default function EditAboutPage() {
  return <PageTitle>Endre kontaktinfo</PageTitle>;
}
