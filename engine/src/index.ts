/**
 * @vsf/engine: every game and football rule as pure functions. The API enforces
 * rules with these and the web previews with the same ones (DESIGN §1). No I/O and
 * no clock: the time is always a parameter. What travels between the parts (calls,
 * events, the socket protocol) is @vsf/contract, which builds on these domain types.
 */
export * from './club';
export * from './limits';
export * from './textRules';
export * from './articleHtml';
export * from './time';
export * from './format';
export * from './points';
export * from './substitutions';
export * from './team';
export * from './skills';
export * from './teamSkills';
export * from './rankings';
export * from './fantasyMetrics';
export * from './football';
export * from './leagueTable';
export * from './matchEntry';
export * from './season';
export * from './seasonReopen';
export * from './auditLog';
export * from './announcements';
export * from './postAccess';
export * from './contact';
export * from './liveMatch';
export * from './matchEvents';
export * from './matchCentre';
export * from './leagueSchedule';
export * from './statCounts';
export * from './liveClock';
export * from './liveScore';
export * from './liveEntry';
export * from './liveTicker';
export * from './pointsExplained';
export * from './livePoints';
export * from './notices';
export * from './matchStatFields';
export * from './accountRules';
export * from './availability';
export * from './matchPlayerVote';
export * from './matchReport';
