import { club } from '@vsf/engine';
import { ClubCrest } from '../ui/ClubCrest';
import { SocialIcon, type SocialNetwork } from './SocialIcon';
import styles from './Footer.module.css';

const networks: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'instagram', label: 'Instagram' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          <ClubCrest size={36} decorative />
          <span>
            © {new Date().getFullYear()} {club.name}
          </span>
        </p>
        <ul className={styles.social} aria-label="Sosiale medier">
          {networks.map(({ network, label }) => (
            <li key={network}>
              <a className={styles.socialLink} href={club.social[network]} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={network} />
                <span>{label}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
