import { club } from '@vsf/engine';
import { PageTitle } from '../../layout/PageTitle';

export default function ElevenAsidePage() {
  return <PageTitle>{`${club.shortName} 11er`}</PageTitle>;
}
