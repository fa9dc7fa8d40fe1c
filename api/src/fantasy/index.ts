/**
 * What fantasy/ offers the other domains: a manager's round input, a round's fixture and lock, the
 * team slots, a manager's team and the standings. They import it from here and from nothing else
 * inside fantasy/ (lint/apiDomainsRule.js).
 */
export { userRoundInput } from './schemas';
export { isLocked, type RoundFixture } from './roundFixture';
export { sharedRoundFixture } from './roundReadCache';
export { answerStandings } from './standingsCache';
export { slotColumns, TEAM_SLOTS, teamPlayerIds, type TeamSlot, type TeamSlotColumns } from './teamSlots';
export { teamOfUser } from './teamRows';
