import type { LiveSquadPlayer, MatchEvent, MatchEventType } from '@vsf/engine';
import type { OutboxWrite } from './outbox';
import { EVENT_LABEL, LIVE_TEXTS, PHASE_LABEL } from './texts';

type Names = ReadonlyMap<number, string>;

export const squadNames = (squad: readonly LiveSquadPlayer[]): Names =>
  new Map(squad.map((player) => [player.playerID, player.name]));

const nameOf = (names: Names, playerID: number | null | undefined) =>
  playerID == null ? '' : (names.get(playerID) ?? `spiller ${playerID}`);

/** An event in words: 'Mål: Ola (målgivende: Kari)', 'Gult kort: Ola', 'Mål: Selvmål av motstanderen'. */
export function describeEvent(
  names: Names,
  event: { type: MatchEventType; playerID?: number | null; assistPlayerID?: number | null },
): string {
  const label = EVENT_LABEL[event.type];
  if (event.type === 'opponentGoal') return label;
  if (event.type === 'goal' && event.playerID == null) return `${label}: ${LIVE_TEXTS.opponentOwnGoal}`;
  const assist =
    event.type === 'goal' && event.assistPlayerID != null
      ? ` (målgivende: ${nameOf(names, event.assistPlayerID)})`
      : '';
  return `${label}: ${nameOf(names, event.playerID)}${assist}`;
}

/** A write not yet with the server, in words, for the list of what waits. */
export function describeWrite(names: Names, write: OutboxWrite, eventText: (eventID: number) => string): string {
  switch (write.call) {
    case 'addMatchEvent':
      return `${write.input.minute}' ${describeEvent(names, write.input)}`;
    case 'updateMatchEvent':
      return `Endring av ${eventText(write.input.eventID)}`;
    case 'deleteMatchEvent':
      return `Sletting av ${eventText(write.input.eventID)}`;
    case 'setMatchPhase':
      return PHASE_LABEL[write.input.phase];
  }
}

/** An entered event by its ID, in words for a write about it ('23' mål: ola'); 'en hendelse' once it is gone. */
export function eventTextOf(names: Names, events: readonly MatchEvent[]): (eventID: number) => string {
  const byID = new Map(events.map((event) => [event.eventID, event]));
  return (eventID) => {
    const event = byID.get(eventID);
    return event ? `${event.minute}' ${describeEvent(names, event).toLowerCase()}` : 'en hendelse';
  };
}
