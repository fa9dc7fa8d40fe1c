/**
 * What clubPlayers/ offers the other domains: the club players' images and their sizes. They
 * import it from here and from nothing else inside clubPlayers/ (lint/apiDomainsRule.js).
 */
export { encodeAtWidth, imageSizeOf, recordMissingImageSizes } from './imageSizes';
export { deleteImageIfUnused, fileFromDataUrl, storeImage } from './images';
