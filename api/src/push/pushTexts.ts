import { displayTeamName, scorelineText, type LiveScore, type MatchEventType } from '@vsf/engine';
import type { NoticeKind } from '@vsf/contract';

/**
 * The texts of the pushes (docs/PRODUCT-CHOICES.md, 'Push notifications'): a title that says
 * what happened with the score after it, and a body with who and when. Every push is shown
 * (a silent push costs the subscription on Safari), so each has both.
 */

export interface PushText {
  title: string;
  body: string;
}

export interface MatchTeams {
  homeTeam: string;
  awayTeam: string;
}

/** 54′ (a prime, as the match centre writes minutes). */
const minuteText = (minute: number) => `${minute}′`;

/**
 * A goal or a red card as it is entered: 'MÅL! VSF 2–1 Grorud IL 2' · 'Ola Nordmann 54′'.
 * `score` is the score after the event; `player` the club's player (null for the opponents' goal
 * and for their own goal).
 */
export function eventPushText(
  teams: MatchTeams,
  opponent: string,
  event: { type: MatchEventType; minute: number; player: string | null },
  score: LiveScore,
): PushText | null {
  const line = scorelineText(teams.homeTeam, teams.awayTeam, score);
  const when = minuteText(event.minute);
  switch (event.type) {
    case 'goal':
      return {
        title: `MÅL! ${line}`,
        body: event.player === null ? `Selvmål av motstanderen ${when}` : `${event.player} ${when}`,
      };
    case 'opponentGoal':
      return { title: `Mål for ${displayTeamName(opponent)}: ${line}`, body: `${displayTeamName(opponent)} ${when}` };
    case 'ownGoal':
      return { title: `Selvmål: ${line}`, body: `${event.player ?? ''} ${when}`.trim() };
    case 'redCard':
      return { title: `Rødt kort: ${line}`, body: `${event.player ?? ''} ${when}`.trim() };
    case 'yellowCard':
      return null;
  }
}

/** Kick-off, half-time and full time. */
export function phasePushText(
  phase: 'kickOff' | 'halfTime' | 'fullTime',
  teams: MatchTeams,
  score: LiveScore,
): PushText {
  const line = scorelineText(teams.homeTeam, teams.awayTeam, score);
  switch (phase) {
    case 'kickOff':
      return { title: `Avspark! ${line}`, body: 'Kampen er i gang.' };
    case 'halfTime':
      return { title: `Pause: ${line}`, body: 'Første omgang er ferdig.' };
    case 'fullTime':
      return { title: `Slutt: ${line}`, body: 'Kampen er ferdig.' };
  }
}

/** A goal or red card corrected or deleted: the ticker's own correction as the body. */
export function correctionPushText(teams: MatchTeams, score: LiveScore, tickerText: string): PushText {
  return { title: `Rettet: ${scorelineText(teams.homeTeam, teams.awayTeam, score)}`, body: tickerText };
}

/** The entry was called off: what fans were told of it no longer holds. */
export function cancelledPushText(teams: MatchTeams, cancelledText: string): PushText {
  return { title: `${displayTeamName(teams.homeTeam)}–${displayTeamName(teams.awayTeam)}`, body: cancelledText };
}

/** The notices a manager may have pushed. */
export type PushedNoticeKind = Extract<NoticeKind, 'deadlineReminder' | 'resultReady' | 'pointsChanged'>;

/** A manager's notice pushed: a title for its kind, the bell's own text as the body. */
export const NOTICE_PUSH_TITLES: Record<PushedNoticeKind, string> = {
  deadlineReminder: 'Husk laget ditt',
  resultReady: 'Resultatet er klart',
  pointsChanged: 'Poengene dine er endret',
};

/** 'Du gikk forbi Kari i Gamlegutta' · 'Du er nå nr. 3 i ligaen.' */
export function overtakingPushText(passed: string, league: string, rank: number): PushText {
  return { title: `Du gikk forbi ${passed} i ${league}`, body: `Du er nå nr. ${rank} i ligaen.` };
}
