import type { CallInput } from '@vsf/contract';

export type TeamModalRequest = CallInput<'loadFantasyTeamWithInfo'>;

/**
 * What the team modal opens on: the round, and the team name of the row that was clicked.
 * The name titles the modal while it loads and when the user has no team that round (001 §2).
 */
export interface TeamModalTarget extends TeamModalRequest {
  teamName: string;
}

/** Any user's team for a round with its points (001 §7, 'team with info'); logged-in users only. */
