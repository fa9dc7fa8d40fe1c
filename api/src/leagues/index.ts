/**
 * What leagues/ offers the other domains: a season's matches as the leagues count them. They
 * import it from here and from nothing else inside leagues/ (lint/apiDomainsRule.js).
 */
export { seasonMatches } from './schedule';
