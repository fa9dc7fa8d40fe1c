/**
 * What comments/ offers the other domains: writing a comment. They import it from here and from
 * nothing else inside comments/ (lint/apiDomainsRule.js).
 */
export { insertComment } from './commentQueries';
