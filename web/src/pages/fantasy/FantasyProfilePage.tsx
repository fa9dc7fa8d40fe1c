import { PageTitle } from '../../layout/PageTitle';

export default function FantasyProfilePage() {
  return <PageTitle>Profil</PageTitle>;
}
