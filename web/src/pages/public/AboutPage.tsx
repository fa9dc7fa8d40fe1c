import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import { SectionNav } from '../../ui/SectionNav';
import { SocialIcon, type SocialNetwork } from '../../layout/SocialIcon';
import { aboutNavItems } from '../../features/clubPages/aboutNav';
import { ContactTable } from '../../features/news/ContactDialog';
import { useContactInfo } from '../../shared/contact/useContactInfo';
import styles from '../../features/clubPages/ClubPages.module.css';

const SOCIAL: { network: SocialNetwork; label: string; text: string }[] = [
  { network: 'facebook', label: 'Facebook', text: 'Kampbilder, treningstider og nyheter fra garderoben' },
  { network: 'twitter', label: 'Twitter', text: 'Resultater og målservice direkte fra banen' },
  { network: 'instagram', label: 'Instagram', text: 'Bilder fra kamper, fester og dugnader' },
];

/** /about (Kontakt): sub-navigation, the club's contact rows and its social channels (000 §2). */
export default function AboutPage() {
  const { rows, failed } = useContactInfo();
  return (
    <>
      <SectionNav title="Om klubben" items={aboutNavItems} />
      <PageTitle>Kontakt</PageTitle>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="kontaktinfo">
          <h2 id="kontaktinfo">Kontaktinformasjon</h2>
          <ContactTable rows={rows} failed={failed} />
        </section>
        <section className={styles.card} aria-labelledby="sosiale-medier">
          <h2 id="sosiale-medier">Følg {club.shortName}</h2>
          {/* The channels are links, not embedded plugins: no third party tracks our visitors. */}
          <div className={styles.social}>
            {SOCIAL.map(({ network, label, text }) => (
              <a
                key={network}
                className={styles.socialCard}
                href={club.social[network]}
                target="_blank"
                rel="noopener noreferrer"
              >
                <SocialIcon network={network} />
                <span>
                  {club.name} på {label}
                  <small>{text}</small>
                </span>
              </a>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
