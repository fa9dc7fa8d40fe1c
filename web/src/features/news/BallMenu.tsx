import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { ClubCrest } from '../../ui/ClubCrest';
import { ContactDialog } from './ContactDialog';
import { placeChips, type ChipOffset, type ChipSlot } from './ballMenuLayout';
import styles from './BallMenu.module.css';

/** Clockwise from the top right; the short names take the two rows beside the ball. */
const LINKS: (ChipSlot & { to: string; label: string })[] = [
  { to: '/legends', label: `${club.shortName} Legends`, side: 1, row: 0 },
  { to: '/11aside', label: `${club.shortName} 11er`, side: 1, row: 1 },
  { to: '/bikerboyz', label: 'BikerBoyz', side: 1, row: 2 },
  { to: '/fantasy', label: club.fantasyName, side: 1, row: 3 },
  { to: '/grasrotandelen', label: 'Grasrotandelen', side: -1, row: 3 },
  { to: '/shop', label: 'Butikk', side: -1, row: 2 },
  { to: '/about/history', label: 'Historie', side: -1, row: 1 },
  { to: '/fluggerandelen', label: 'Fluggerandelen', side: -1, row: 0 },
];

/** The painted touchline is 16 px in from the edge; chips keep inside it. */
const INSET = 20;
/** The show/hide button's distance from the bottom edge (see .toggle) plus a gap above it. */
const TOGGLE_MARGIN = 12 + 8;

/** Measures the pitch, the ball, the chips and the button, and places the chips to fit. */
function useChipOffsets() {
  const menu = useRef<HTMLElement>(null);
  const ball = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const chips = useRef<(HTMLLIElement | null)[]>([]);
  const [offsets, setOffsets] = useState<ChipOffset[] | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      if (!menu.current) return;
      const next = placeChips(
        {
          width: menu.current.clientWidth,
          height: menu.current.clientHeight,
          ball: ball.current?.offsetWidth ?? 0,
          inset: INSET,
          bottomReserve: (toggle.current?.offsetHeight ?? 0) + TOGGLE_MARGIN,
        },
        LINKS,
        LINKS.map((_, index) => ({
          width: chips.current[index]?.offsetWidth ?? 0,
          height: chips.current[index]?.offsetHeight ?? 0,
        })),
      );
      setOffsets((previous) =>
        previous && previous.every((offset, index) => offset.x === next[index]?.x && offset.y === next[index]?.y)
          ? previous
          : next,
      );
    };
    // The observer's first report comes right after the browser's own layout, and again when the
    // pitch changes width or the chips do (the web font). Measuring at mount instead forced a
    // whole-page layout in the middle of the first render; the chips stay hidden
    // until measured either way.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    if (menu.current) observer.observe(menu.current);
    chips.current.forEach((chip) => chip && observer.observe(chip));
    return () => observer.disconnect();
  }, []);
  return { menu, ball, toggle, chips, offsets };
}

/** A chip's place and turn, read by .item in BallMenu.module.css. */
function chipStyle(offset: ChipOffset | undefined, index: number): CSSProperties {
  return {
    '--chip-x': `${offset?.x ?? 0}px`,
    '--chip-y': `${offset?.y ?? 0}px`,
    '--chip-turn': index,
  } as CSSProperties;
}

/**
 * The home page's ball menu (000 §2): the ball rolls in and its links spring out around it;
 * the club logo in the middle opens the contact dialog. CSS transitions move them, on the
 * compositor: the spring animations built in script cost a phone's main thread a tenth of a
 * second as the home page started.
 */
export function BallMenu() {
  const [open, setOpen] = useState(true);
  const [contact, setContact] = useState(false);
  const { menu, ball, toggle, chips, offsets } = useChipOffsets();
  return (
    <nav ref={menu} className={styles.menu} aria-label="Klubbens sider">
      {/* Hidden until measured, so no chip shows for a frame at a place it does not fit. */}
      <ul className={styles.links} data-open={open && offsets !== null}>
        {LINKS.map((link, index) => (
          <li
            key={link.to}
            ref={(element) => {
              chips.current[index] = element;
            }}
            className={styles.item}
            style={chipStyle(offsets?.[index], index)}
          >
            <Link to={link.to} className={styles.link} tabIndex={open ? 0 : -1} aria-hidden={!open}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div ref={ball} className={styles.ball}>
        <button type="button" className={styles.crest} onClick={() => setContact(true)} aria-label="Kontaktinformasjon">
          <ClubCrest size={78} decorative />
        </button>
      </div>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
      >
        {open ? 'Skjul snarveier' : 'Vis snarveier'}
      </button>
      {contact && <ContactDialog onClose={() => setContact(false)} />}
    </nav>
  );
}
