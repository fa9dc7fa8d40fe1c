import { displayTeamName, isClubTeam } from './club';
import { formatKickoff, formatNorwegianDate, weekdayName } from './format';
import { osloDateTimeToInstant, osloWallClock, type IsoDate } from './time';

/*
 * Who plays (001 §10): a club player's own answer for a coming fixture, the squad ('Tropp') an
 * admin publishes before the fantasy deadline, and what the two together tell a fantasy manager
 * about a player. Pure: the API enforces these rules, the web shows them with the same words.
 */

/** A club player's own answer for a fixture. */
export const AVAILABILITY_STATUSES = ['available', 'unsure', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Kan spille',
  unsure: 'Usikker',
  unavailable: 'Kan ikke',
};

/** A short note beside the answer ('Jobber til 19'); a line, not a letter. */
export const AVAILABILITY_COMMENT_MAX_LENGTH = 100;

/** What a fantasy manager is told about a player for a match; no status is 'nothing known'. */
export const PLAYER_STATUSES = ['inSquad', 'unsure', 'unavailable', 'notInSquad'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const PLAYER_STATUS_LABELS: Record<PlayerStatus, string> = {
  inSquad: 'I troppen',
  unsure: 'Usikker',
  unavailable: 'Kan ikke',
  notInSquad: 'Ikke i troppen',
};

export const AVAILABILITY_MESSAGES = {
  statusInvalid: 'Svaret må være «Kan spille», «Usikker» eller «Kan ikke».',
  commentTooLong: `Kommentaren kan være på høyst ${AVAILABILITY_COMMENT_MAX_LENGTH} tegn.`,
  answerClosed: 'Kampen har startet, så svaret kan ikke endres lenger.',
  squadClosed: 'Kampen har startet, så troppen endres nå fra sidelinjen («Endre tropp eller keeper»).',
  notOwnProfile: 'Du kan bare svare for din egen spillerprofil.',
  noProfile: 'Kontoen din er ikke koblet til en spillerprofil. Ta kontakt med en administrator.',
  mayNotRead: 'Bare administratorer og spillere med egen spillerprofil kan se svarene.',
  unknownPlayer: 'Fant ikke spilleren.',
  unknownSquadPlayer: 'Ukjent spiller i troppen.',
  squadTwice: 'En spiller står to ganger i troppen.',
  squadTooLarge: 'Troppen har for mange spillere.',
  squadEmpty: 'Velg minst én spiller til troppen.',
} as const;

/** More than any match day's squad; guards the call, not the coach. */
export const SQUAD_MAX_PLAYERS = 60;

/** When the match kicks off: its date and time on Oslo's clocks. */
export function kickoffAt(date: IsoDate, time: string): Date {
  return osloDateTimeToInstant(date, time);
}

/** What decides whether answers and the squad may still change. */
export interface KickoffClock {
  kickoff: Date;
  /** Started from the touchline (which may kick off earlier than planned). */
  started: boolean;
  /** Its result is saved. */
  saved: boolean;
}

/**
 * Whether answers and the squad are still open: until kick-off, as the fixture's time says or
 * the touchline's 'Avspark' said first, and never once the result is saved. From then on the
 * squad is the one the touchline enters.
 */
export function isBeforeKickoff(match: KickoffClock, now: Date): boolean {
  return !match.saved && !match.started && now.getTime() < match.kickoff.getTime();
}

/** Who is asking: the session user's roles. */
export interface AvailabilityActor {
  userID: number;
  isAdmin: 0 | 1;
  isPlayer: 0 | 1;
}

/**
 * Who may answer for a club player, and read the answer's comment: the player whose profile
 * is linked to the account (and flagged a player), or an admin for anyone, with or without an
 * account of their own. Everyone else sees the status alone.
 */
export function mayAnswerFor(actor: AvailabilityActor, player: { userId: number | null }): boolean {
  return actor.isAdmin === 1 || (actor.isPlayer === 1 && player.userId !== null && player.userId === actor.userID);
}

/** A player's answer as stored: when it was given counts against the squad's last change. */
export interface AnswerFacts {
  status: AvailabilityStatus;
  answeredAt: Date;
}

/** A published squad: its players and when it last changed. */
export interface SquadFacts {
  playerIDs: ReadonlySet<number>;
  changedAt: Date;
}

/**
 * What a manager is told about one player. Before a squad is published only a doubt is news
 * ('Usikker', 'Kan ikke'); 'Kan spille' says nothing a manager can act on. A published squad
 * speaks for everyone it names or leaves out, and its word is the last: a player left out is
 * 'Ikke i troppen' whatever he answered, and a player picked stays 'I troppen' unless he
 * answers a doubt after the squad last changed (the coach has not seen that answer yet).
 */
export function playerStatus(
  playerID: number,
  answer: AnswerFacts | null,
  squad: SquadFacts | null,
): PlayerStatus | null {
  const doubt = answer !== null && answer.status !== 'available' ? answer.status : null;
  if (squad === null) return doubt;
  if (!squad.playerIDs.has(playerID)) return 'notInSquad';
  if (doubt !== null && answer!.answeredAt.getTime() > squad.changedAt.getTime()) return doubt;
  return 'inSquad';
}

/** The statuses that make a manager holding the player worth telling before the deadline. */
export function warnsManager(status: PlayerStatus | null): boolean {
  return status === 'unavailable' || status === 'notInSquad';
}

/** How a status reads beside a player's name: fit to play, in doubt, or out (the text says which). */
export function statusTone(status: PlayerStatus): 'fit' | 'doubt' | 'out' {
  if (status === 'inSquad') return 'fit';
  return status === 'unsure' ? 'doubt' : 'out';
}

/** Whether a player of this status passes the picker's filter 'Bare spillere i troppen'. */
export function passesSquadFilter(status: PlayerStatus | null, onlySquad: boolean): boolean {
  return !onlySquad || status === 'inSquad';
}

const HOUR_MS = 60 * 60 * 1000;

/** How long before kick-off a club player who has not answered is asked. */
export const AVAILABILITY_REQUEST_LEAD_MS = 72 * HOUR_MS;

/**
 * Whether a player who has not answered should be asked now: from three days before kick-off
 * until the answers close. A process that was down at the mark still asks later.
 */
export function availabilityRequestDue(match: KickoffClock, now: Date): boolean {
  return isBeforeKickoff(match, now) && match.kickoff.getTime() - now.getTime() <= AVAILABILITY_REQUEST_LEAD_MS;
}

/** The club's opponent in a fixture, as the site names it. */
export function opponentOf(fixture: { homeTeam: string; awayTeam: string }): string {
  return displayTeamName(isClubTeam(fixture.homeTeam) ? fixture.awayTeam : fixture.homeTeam);
}

/** 'Kan du spille mot Grorud IL 2 lørdag 28.11.2026 kl. 14.00? Svar før avspark.' */
export function availabilityRequestText(fixture: {
  homeTeam: string;
  awayTeam: string;
  date: IsoDate;
  time: string;
}): string {
  const when = `${weekdayName(fixture.date).toLowerCase()} ${formatNorwegianDate(fixture.date)} ${formatKickoff(fixture.time)}`;
  return `Kan du spille mot ${opponentOf(fixture)} ${when}? Svar før avspark.`;
}

/**
 * 'Ola Nordmann er ikke i troppen mot Grorud IL 2 – bytt før fristen torsdag 23:59': the
 * manager's notice for a player of theirs who will not play. The deadline is this week's, so
 * its weekday names it.
 */
export function playerOutText(
  name: string,
  status: 'unavailable' | 'notInSquad',
  fixture: { homeTeam: string; awayTeam: string },
  deadline: Date,
): string {
  const { date, time } = osloWallClock(deadline);
  const what = status === 'unavailable' ? 'kan ikke spille' : 'er ikke i troppen';
  return `${name} ${what} mot ${opponentOf(fixture)} – bytt før fristen ${weekdayName(date).toLowerCase()} ${time.replace('.', ':')}`;
}
