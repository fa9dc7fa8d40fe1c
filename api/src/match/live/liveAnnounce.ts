import { clubPlaysHome, eventTickerText, type MatchEvent } from '@vsf/engine';
import {
  EVERYONE,
  busMessage,
  rooms,
  type BusMessage,
  type LiveMatch,
  type MatchLivePayload,
  type SessionUser,
} from '@vsf/contract';
import type { AuditActor } from '../../platform/audit/recordAudit';

/** Queues one `match:live` for the match's room and everyone; sent after the commit. */
export function announceLive(
  publish: (message: BusMessage) => void,
  match: LiveMatch,
  entry: Pick<MatchLivePayload, 'kind' | 'text' | 'eventID'>,
): void {
  const payload: MatchLivePayload = {
    season: match.season,
    round: match.round,
    matchID: match.matchID,
    homeTeamScore: match.homeTeamScore,
    awayTeamScore: match.awayTeamScore,
    phase: match.phase,
    ...entry,
  };
  publish(busMessage('match:live', payload, [rooms.match(match.matchID), EVERYONE]));
}

/** The ticker's line for one of the match's events, with the running score after it. */
export function eventText(match: LiveMatch, event: MatchEvent): string {
  const names = new Map(match.squad.map((player) => [player.playerID, player.name]));
  const opponent = clubPlaysHome(match.homeTeam, match.awayTeam) ? match.awayTeam : match.homeTeam;
  const playerName = event.playerID === null ? null : (names.get(event.playerID) ?? '');
  return eventTickerText({ ...event, playerName }, opponent);
}

export function actorOf(user: SessionUser): AuditActor {
  return { id: user.userID, username: user.username };
}

/** An event as the audit log keeps it. */
export function eventSnapshot(event: MatchEvent): Record<string, unknown> {
  const { eventID, matchID, type, minute, playerID, assistPlayerID, version } = event;
  return { eventID, matchID, type, minute, playerID, assistPlayerID, version };
}
