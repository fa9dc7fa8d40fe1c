/**
 * What matchPlayerVote/ offers the other domains: opening a match's vote for Kampens spiller at
 * full time, where it stands (for the drafted match report), a player's titles (for the player
 * card) and the job that closes the votes. They import it from here and from nothing else inside
 * matchPlayerVote/ (lint/apiDomainsRule.js).
 */
export { openMatchPlayerVote } from './openVote';
export { readVoteOutcome, type VoteOutcome } from './voteState';
export { playerOfTheMatchTitles } from './titles';
export { closeDueVotes, startVoteClosing, type OnVoteClosed } from './closeVotes';
