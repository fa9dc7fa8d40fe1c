import { club } from '@vsf/engine';
import { PageTitle } from '../../layout/PageTitle';

export default function LegendsPage() {
  return <PageTitle>{`${club.shortName} Legends`}</PageTitle>;
}
