/**
 * The bot's activity announcements in the fantasy feed (001 §9, DESIGN §4): posted by
 * user 2 in post 4, 1 to 10 whole seconds after a captain choice, swap or boost.
 */
import { ANNOUNCEMENT_DELAY_SECONDS } from './limits';
import type { Boost } from './points';
import { BOOST_NAMES_IN_TEXT } from './team';

export type Announcement =
  | { kind: 'captain'; player: string }
  | { kind: 'swap'; playerIn: string; playerOut: string }
  | { kind: 'boost'; boost: Boost };

/** The spec's texts word for word (including 'byttet in'). */
export function announcementText(announcement: Announcement): string {
  switch (announcement.kind) {
    case 'captain':
      return `En bruker har akkurat valgt ${announcement.player} som kaptein.`;
    case 'swap':
      return `En bruker har akkurat byttet in ${announcement.playerIn} for ${announcement.playerOut}.`;
    case 'boost':
      return `En bruker har akkurat aktivert ${BOOST_NAMES_IN_TEXT[announcement.boost]}.`;
  }
}

/**
 * The delay in ms for a random number in [0, 1) (the caller's Math.random, so this stays
 * pure): whole seconds from 1 to 10.
 */
export function announcementDelayMs(random: number): number {
  const { min, max } = ANNOUNCEMENT_DELAY_SECONDS;
  const seconds = min + Math.min(max - min, Math.floor(random * (max - min + 1)));
  return seconds * 1000;
}
