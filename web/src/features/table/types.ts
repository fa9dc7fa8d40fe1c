/** A league table row as GET /api/getTables answers it (spec 000 §3). */
export interface TableRow {
  season: number;
  tournement: string;
  position: number;
  team: string;
  gamesPlayed: number;
  wins: number;
  ties: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  goalDifference: number;
  points: number;
}
