// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartupSplash } from './StartupSplash';

describe('StartupSplash', () => {
  it('is what index.html draws before any script has run', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const drawn = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1];
    // After a change of the splash or of the club's crest, paste this into index.html's #root.
    expect(drawn).toBe(renderToStaticMarkup(<StartupSplash />));
  });
});
