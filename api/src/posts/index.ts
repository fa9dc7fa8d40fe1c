/**
 * What posts/ offers the other domains: who may read a post, its id input and an album post's
 * gallery. They import it from here and from nothing else inside posts/ (lint/apiDomainsRule.js).
 */
export { albumGallery } from './postRows';
export { postIDSchema } from './schemas';
export { assertReadablePost, postMessages } from './visibility';
