import type { SessionUser } from '@vsf/contract';
import formStyles from '../../ui/forms.module.css';
import { EmailNoticeSwitches } from './EmailNoticeSwitches';
import { EMAIL_TEXTS } from './emailNoticeTexts';

/** The profile's card 'Varsler på e-post'. */
export function EmailNoticesSection({ user }: { user: SessionUser }) {
  return (
    <section className={formStyles.card} aria-labelledby="varsler-epost">
      <h2 id="varsler-epost" className={formStyles.cardTitle}>
        {EMAIL_TEXTS.heading}
      </h2>
      <EmailNoticeSwitches user={user} />
    </section>
  );
}
