import { useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from 'framer-motion';
import { club } from '@vsf/engine';
import { ClubCrest } from '../../layout/ClubCrest';
import { ContactDialog } from './ContactDialog';
import styles from './BallMenu.module.css';

const LINKS = [
  { to: '/legends', label: `${club.shortName} Legends` },
  { to: '/11aside', label: `${club.shortName} 11er` },
  { to: '/bikerboyz', label: 'BikerBoyz' },
  { to: '/fantasy', label: club.fantasyName },
  { to: '/grasrotandelen', label: 'Grasrotandelen' },
  { to: '/fluggerandelen', label: 'Fluggerandelen' },
  { to: '/shop', label: 'Butikk' },
  { to: '/about/history', label: 'Historie' },
];

/**
 * The home page's ball menu (000 §2): the ball rolls in and its links spring out around it;
 * the club logo in the middle opens the contact dialog.
 */
export function BallMenu() {
  const [open, setOpen] = useState(true);
  const [contact, setContact] = useState(false);
  return (
    <nav className={styles.menu} aria-label="Klubbens sider">
      <m.ul className={styles.links} initial={false} animate={open ? 'open' : 'closed'}>
        {LINKS.map((link, index) => {
          const angle = (index / LINKS.length) * Math.PI * 2 - Math.PI / 2;
          return (
            <m.li
              key={link.to}
              className={styles.item}
              variants={{
                open: { x: Math.cos(angle) * 150, y: Math.sin(angle) * 118, opacity: 1, scale: 1 },
                closed: { x: 0, y: 0, opacity: 0, scale: 0.4 },
              }}
              transition={{ type: 'spring', stiffness: 260, damping: 22, delay: open ? index * 0.03 : 0 }}
            >
              <Link to={link.to} className={styles.link} tabIndex={open ? 0 : -1} aria-hidden={!open}>
                {link.label}
              </Link>
            </m.li>
          );
        })}
      </m.ul>
      <m.div
        className={styles.ball}
        initial={{ x: -220, rotate: -360 }}
        animate={{ x: 0, rotate: 0 }}
        transition={{ duration: 0.9, ease: 'easeOut' }}
      >
        <button type="button" className={styles.crest} onClick={() => setContact(true)} aria-label="Kontaktinformasjon">
          <ClubCrest size={78} decorative />
        </button>
      </m.div>
      <button type="button" className={styles.toggle} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        {open ? 'Skjul snarveier' : 'Vis snarveier'}
      </button>
      {contact && <ContactDialog onClose={() => setContact(false)} />}
    </nav>
  );
}
