import { useSearchParams } from 'react-router-dom';
import { UnsubscribeEmail } from '../../features/emailNotices/UnsubscribeEmail';
import { PageTitle } from '../../ui/PageTitle';

/** /epost/avmeld?token=…: the unsubscribe link of every notice mail (no login needed). */
export default function UnsubscribeEmailPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>Meld av e-post</PageTitle>
      <UnsubscribeEmail token={params.get('token') ?? ''} />
    </>
  );
}
