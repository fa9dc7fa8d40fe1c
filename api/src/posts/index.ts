/**
 * What posts/ offers the other domains: who may read a post, its id input, an album post's
 * gallery, the drafts the product writes for a poster and the event an article write sends.
 * They import it from here and from nothing else inside posts/ (lint/apiDomainsRule.js).
 */
export { albumGallery } from './postRows';
export { postIDSchema } from './schemas';
export { assertReadablePost, postMessages } from './visibility';
export { insertDraftArticle, rewriteUntouchedDraft, type GeneratedDraft } from './admin/generatedDrafts';
export { postsUpdated } from './admin/events';
