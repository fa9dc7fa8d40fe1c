import { atom, useSetAtom } from 'jotai';
import type { TeamModalTarget } from './teamModalApi';

/** The team the modal shows, or null when it is closed. One modal for every fantasy page. */
export const teamModalAtom = atom<TeamModalTarget | null>(null);

/**
 * Opens the team modal from any fantasy screen (tables, rankings, leagues):
 * `const { openTeamModal } = useTeamModal(); openTeamModal({userID, season, round, matchID, teamName})`.
 * The modal itself is rendered once by <TeamModalHost/> in the fantasy layout.
 */
export function useTeamModal() {
  const set = useSetAtom(teamModalAtom);
  return {
    openTeamModal: (target: TeamModalTarget) => set(target),
    closeTeamModal: () => set(null),
  };
}
