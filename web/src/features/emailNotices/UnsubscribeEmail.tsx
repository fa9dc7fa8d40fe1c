import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { Spinner } from '../../ui/Spinner';
import { EMAIL_SWITCHES, EMAIL_TEXTS, kindOfToken } from './emailNoticeTexts';

type Outcome = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * The page an unsubscribe link of a mail opens (no login): it turns off the one kind of mail
 * the link names, once, as it opens, and says which. A link that is not ours says so.
 */
export function UnsubscribeEmail({ token }: { token: string }) {
  const kind = kindOfToken(token);
  const [outcome, setOutcome] = useState<Outcome>(
    kind ? { status: 'working' } : { status: 'failed', message: EMAIL_TEXTS.badLink },
  );
  // The link is followed once per opening of the page, whatever React does with the effect.
  const sent = useRef(false);

  useEffect(() => {
    if (!kind || sent.current) return;
    sent.current = true;
    api('unsubscribeEmail', { token }).then(
      (answer) => setOutcome(answer.success ? { status: 'done' } : { status: 'failed', message: answer.msg }),
      () => setOutcome({ status: 'failed', message: EMAIL_TEXTS.unavailable }),
    );
  }, [kind, token]);

  if (outcome.status === 'working') return <Spinner label={EMAIL_TEXTS.unsubscribing} showLabel />;
  if (outcome.status === 'failed') return <p role="alert">{outcome.message}</p>;
  return (
    <section aria-labelledby="meldt-av" role="status">
      <h2 id="meldt-av">{EMAIL_TEXTS.unsubscribedTitle}</h2>
      <p>{kind && EMAIL_SWITCHES[kind].turnedOff}</p>
      <p>{EMAIL_TEXTS.bellUnchanged}</p>
      <p>
        {EMAIL_TEXTS.again} <Link to="/fantasy/profile">{EMAIL_TEXTS.profile}</Link>.
      </p>
    </section>
  );
}
