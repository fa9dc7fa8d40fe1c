// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClubCrest } from './ClubCrest';

/** The crest as a file of its own: the same drawing, with the namespace a standalone SVG needs. */
const crestFile = () =>
  `${renderToStaticMarkup(<ClubCrest size={120} decorative />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`;

describe('ClubCrest', () => {
  it('is what web/public/favicon.svg draws, the icon of the browser tab and of /favicon.ico', () => {
    const file = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    // After a change of the crest or of the club's identity, write crestFile() into the file.
    expect(file).toBe(crestFile());
  });
});
