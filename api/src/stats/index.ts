/**
 * What stats/ offers the other domains: a player's card, the fantasy lines and a match's fixture
 * by number. They import it from here and from nothing else inside stats/
 * (lint/apiDomainsRule.js).
 */
export { playerIDSchema, statsSeasonSchema } from './schemas';
export { fixtureByMatch } from './admin/statsWrites';
export { fantasyByPlayer, selectFantasyLines, useCounts, type FantasyFilter } from './fantasyLines';
export { playerCard } from './playerStats';
