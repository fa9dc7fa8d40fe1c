import { atom, useSetAtom } from 'jotai';
import type { TeamModalRequest } from './teamModalApi';

/** The team the modal shows, or null when it is closed. One modal for every fantasy page. */
export const teamModalAtom = atom<TeamModalRequest | null>(null);

/**
 * Opens the team modal from any fantasy screen (tables, rankings, leagues):
 * `const { openTeamModal } = useTeamModal(); openTeamModal({userID, season, round, matchID})`.
 * The modal itself is rendered once by <TeamModalHost/> in the fantasy layout.
 */
export function useTeamModal() {
  const set = useSetAtom(teamModalAtom);
  return {
    openTeamModal: (request: TeamModalRequest) => set(request),
    closeTeamModal: () => set(null),
  };
}
