/**
 * What season/ offers the other domains: the season pointer and the season input.
 * They import it from here and from nothing else inside season/ (lint/apiDomainsRule.js).
 */
export { seasonSchema } from './schemas';
export { readSeasonPointer, type SeasonPointer } from './seasonState';
