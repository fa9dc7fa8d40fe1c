import { addDays, yearOf } from './calendar';
import { LAST_NAMES, MALE_FIRST_NAMES, PLAYER_NICKNAMES } from './names';
import { createRng, type Rng } from './random';

export const CLUB_NAME = 'Vinderen SF';
/** Historic spellings that old fixtures use; the site shows every one as 'VSF'. */
export const CLUB_OLD_SPELLINGS = ['Vinderen', 'Vindern'] as const;
export const CLUB_PITCHES = ['Vinderen kunstgress', 'Voksenkollen'] as const;

export type Position = 'Målvakt' | 'Forsvar' | 'Midtbane' | 'Angrep';

/** A club player as planned, before it has a database id. */
export interface PlayerPlan {
  firstName: string;
  lastName: string;
  nickname: string;
  birthdate: string | null;
  position: Position;
  jerseyNo: number;
  description: string;
  active: boolean;
  /** First and last season in the squad. */
  firstSeason: number;
  lastSeason: number;
  /** False for the new signing who has not played yet (and so stays deletable). */
  hasPlayed: boolean;
  /** Chance of turning up for a match. */
  reliability: number;
  /** Relative weights for who scores and who assists. */
  scoring: number;
  creating: number;
  /** Chance of a yellow card in a match. */
  cardRisk: number;
}

/** How the squad is made up: position, seasons relative to this year, and whether still active. */
interface RosterSlot {
  position: Position;
  from: number;
  to: number;
  hasPlayed?: false;
}

const ROSTER: readonly RosterSlot[] = [
  ...Array.from({ length: 2 }, (): RosterSlot => ({ position: 'Målvakt', from: -3, to: 0 })),
  { position: 'Målvakt', from: -1, to: 0 },
  ...Array.from({ length: 6 }, (): RosterSlot => ({ position: 'Forsvar', from: -3, to: 0 })),
  { position: 'Forsvar', from: -2, to: 0 },
  { position: 'Forsvar', from: -3, to: -2 },
  ...Array.from({ length: 6 }, (): RosterSlot => ({ position: 'Midtbane', from: -3, to: 0 })),
  { position: 'Midtbane', from: -2, to: 0 },
  { position: 'Midtbane', from: -2, to: 0 },
  { position: 'Midtbane', from: 0, to: 0 },
  { position: 'Midtbane', from: -3, to: -3 },
  ...Array.from({ length: 4 }, (): RosterSlot => ({ position: 'Angrep', from: -3, to: 0 })),
  { position: 'Angrep', from: -2, to: 0 },
  { position: 'Angrep', from: -1, to: 0 },
  { position: 'Angrep', from: 0, to: 0, hasPlayed: false },
];

const DESCRIPTIONS: Record<Position, readonly string[]> = {
  Målvakt: [
    'Trygg keeper med gode reflekser og en stemme som høres over hele banen.',
    'Sterk i luftrommet og modig i duellene én mot én.',
    'Har et langt utspark som ofte setter i gang farlige angrep.',
  ],
  Forsvar: [
    'Stødig stopper som leser spillet godt og sjelden taper en hodeduell.',
    'Offensiv back med god fart og presise innlegg.',
    'Kompromissløs i taklingene og alltid først på trening.',
    'Rolig med ballen i beina og starter angrepene bakfra.',
    'Allsidig forsvarer som kan spille både sentralt og på kanten.',
    'Organiserer forsvarslinja og roper mer enn keeperen.',
  ],
  Midtbane: [
    'Arbeidshest på midten som løper mer enn noen andre.',
    'Kreativ playmaker med et godt øye for den siste pasningen.',
    'Dødballspesialist med en venstrefot som har avgjort mange kamper.',
    'Balansespiller som vinner ballen og holder den i laget.',
    'Teknisk sterk og vanskelig å ta ballen fra i trange rom.',
    'Boks-til-boks-spiller med et kraftfullt skudd fra distanse.',
  ],
  Angrep: [
    'Rask spiss som lever på bakrommet og er iskald foran mål.',
    'Målfarlig i boksen, spesielt med hodet.',
    'Teknisk kantspiller som elsker å dra av en back.',
    'Jobber hardt i presset og skaper rom for lagkameratene.',
  ],
};

/** A personal touch for some of the players: the club is a group of friends. */
const TRAITS = [
  'Kjent for sin smittende latter i garderoben.',
  'Har aldri gått glipp av en dugnad.',
  'Sykler til alle hjemmekamper, uansett vær.',
  'Vokste opp på Vinderen og har klubben i hjertet.',
  'Ligger alltid høyt i VSF Fantasy, til lagkameratenes frustrasjon.',
  'Tar alltid med kake når han har bursdag.',
  'Kom til klubben via en kollega og ble værende.',
  'Lagets uoffisielle DJ i garderoben.',
];

/** Shirt numbers by position, as a club hands them out. */
const NUMBERS: Record<Position, readonly number[]> = {
  Målvakt: [1, 12, 30],
  Forsvar: [2, 3, 4, 5, 13, 15, 16, 21, 22, 24, 28],
  Midtbane: [6, 7, 8, 10, 14, 17, 18, 20, 23, 25, 26, 29],
  Angrep: [9, 11, 19, 27, 33, 77, 99],
};

/** Every demo player wears a real number: a position's pile is larger than its share of the roster. */
function shirtNumber(pile: number[], position: Position): number {
  const number = pile.shift();
  if (number === undefined) throw new Error(`No shirt number left for ${position}`);
  return number;
}

function talents(position: Position, rng: Rng): Pick<PlayerPlan, 'scoring' | 'creating' | 'cardRisk'> {
  switch (position) {
    case 'Målvakt':
      return { scoring: 0, creating: 0.1, cardRisk: 0.02 };
    case 'Forsvar':
      return { scoring: 0.4 + rng.next() * 0.8, creating: 1 + rng.next(), cardRisk: 0.06 + rng.next() * 0.06 };
    case 'Midtbane':
      return { scoring: 1.5 + rng.next() * 2.5, creating: 3 + rng.next() * 3, cardRisk: 0.04 + rng.next() * 0.05 };
    case 'Angrep':
      return { scoring: 6 + rng.next() * 8, creating: 2 + rng.next() * 2, cardRisk: 0.03 + rng.next() * 0.04 };
  }
}

function birthdate(today: string, rng: Rng): string {
  const age = rng.int(19, 45);
  const born = `${yearOf(today) - age}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  // Born later in the year than today's date would make the player one year younger than drawn.
  return born.slice(5) > today.slice(5) ? addDays(born, -365) : born;
}

/** One sentence about how the player plays, and one about the player's time in the club. */
function describe(slot: RosterSlot, season: number, playing: string, rng: Rng): string {
  if (slot.to < 0) return `${playing} Har lagt skoene på hylla, men er fast inventar på tribunen med BikerBoyz.`;
  if (slot.from === 0) return `${playing} Ny i klubben i ${season}.`;
  if (rng.chance(0.4)) return `${playing} ${rng.pick(TRAITS)}`;
  return `${playing} Har spilt for VSF siden ${season + slot.from}.`;
}

export function planPlayers(seed: number, today: string): PlayerPlan[] {
  const rng = createRng(seed, 'players');
  const season = yearOf(today);
  const firstNames = rng.shuffle(MALE_FIRST_NAMES);
  const lastNames = rng.shuffle(LAST_NAMES);
  const nicknames = rng.shuffle(PLAYER_NICKNAMES);
  // Each position draws its numbers and descriptions from its own shuffled pile, so they rarely repeat.
  const piles = <T>(source: Record<Position, readonly T[]>): Record<Position, T[]> => ({
    Målvakt: rng.shuffle(source.Målvakt),
    Forsvar: rng.shuffle(source.Forsvar),
    Midtbane: rng.shuffle(source.Midtbane),
    Angrep: rng.shuffle(source.Angrep),
  });
  const numbers = piles(NUMBERS);
  const descriptions = piles(DESCRIPTIONS);
  numbers.Målvakt.sort((a, b) => a - b);
  const withoutBirthdate = rng.int(3, 26);
  let nicknameIndex = 0;

  return ROSTER.map((slot, index) => {
    const isKeeper = slot.position === 'Målvakt';
    const pile = descriptions[slot.position];
    if (pile.length === 0) pile.push(...rng.shuffle(DESCRIPTIONS[slot.position]));
    const playing = pile.shift() as string;
    const nickname = rng.chance(0.4) && nicknameIndex < nicknames.length ? (nicknames[nicknameIndex++] ?? '') : '';
    return {
      firstName: firstNames[index % firstNames.length] as string,
      lastName: lastNames[index % lastNames.length] as string,
      nickname,
      birthdate: index === withoutBirthdate ? null : birthdate(today, rng),
      position: slot.position,
      jerseyNo: shirtNumber(numbers[slot.position], slot.position),
      description: describe(slot, season, playing, rng),
      active: slot.to === 0,
      firstSeason: season + slot.from,
      lastSeason: season + slot.to,
      hasPlayed: slot.hasPlayed ?? true,
      // The first-choice keeper nearly always plays; the others share the rest.
      reliability: index === 0 ? 0.93 : isKeeper ? 0.45 + rng.next() * 0.2 : 0.45 + rng.next() * 0.5,
      ...talents(slot.position, rng),
    };
  });
}

/** The name the site shows for a player: the nickname when there is one. */
export function displayName(player: Pick<PlayerPlan, 'firstName' | 'lastName' | 'nickname'>): string {
  return player.nickname !== '' ? player.nickname : `${player.firstName} ${player.lastName}`;
}

export function initials(player: Pick<PlayerPlan, 'firstName' | 'lastName'>): string {
  return `${player.firstName.charAt(0)}${player.lastName.charAt(0)}`;
}

/** Players of the squad in a given season. */
export function squadOf(players: readonly PlayerPlan[], season: number): PlayerPlan[] {
  return players.filter((p) => p.hasPlayed && p.firstSeason <= season && season <= p.lastSeason);
}
