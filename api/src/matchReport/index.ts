/**
 * What matchReport/ offers the other domains: the match report a saved match drafts for a
 * poster, and its update when the fans' vote closes. They import it from here and from nothing
 * else inside matchReport/ (lint/apiDomainsRule.js).
 */
export { MATCH_REPORT_TAG, draftMatchReport, refreshMatchReport } from './draftReport';
