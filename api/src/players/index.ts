/**
 * What players/ offers the other domains: the players' rows as the pages show them. They import it
 * from here and from nothing else inside players/ (lint/apiDomainsRule.js).
 */
export { imageUrl, selectPlayers, toApiPlayer } from './playerRows';
