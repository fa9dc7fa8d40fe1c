import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@vsf/api/articleSanitizer';
import { sanitizeHtml } from './sanitizeHtml';

/** What only the browser adds to a picture, to draw it (StoredPicture's rules), not to clean it. */
const DRAWING = ['loading', 'decoding', 'srcset', 'sizes'];

/** The HTML as a browser reads it, without the drawing attributes, each element's attributes in name order. */
function normalised(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const element of holder.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .filter((attribute) => !DRAWING.includes(attribute.name))
      .map((attribute) => [attribute.name, attribute.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return holder.innerHTML;
}

/**
 * Inputs on which the two sanitizers must agree. They differ on purpose in one thing only: the
 * API keeps no picture but our own (`/api/images/{id}`), the browser shows any picture it is
 * given that has a safe address.
 */
const TRICKY = {
  script: '<p>Hei<script>alert(1)</script> VSF</p><script src="/x.js"></script>',
  'event handlers': '<p onclick="x()">Bilde: <img src="/api/images/2" onerror="alert(1)" alt="Laget"></p>',
  'javascript: links': '<p><a href="javascript:alert(1)">en</a> <a href=" JaVaScRiPt:alert(1)">to</a></p>',
  'other schemes':
    '<p><a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a> <a href="ftp://a.no">ftp</a></p>',
  'protocol-relative links': '<p><a href="//evil.example/">en</a> <a href="/nyheter/1">inn</a></p>',
  style: '<p style="color:red">Tekst<style>p { color: red }</style></p>',
  iframes: '<iframe src="https://evil.example/"><p>innhold</p></iframe><p>etter</p>',
  'objects and templates': '<object data="x.swf"><embed src="x.swf"></object><template><p>mal</p></template><p>ok</p>',
  'nested lists': '<ul><li>En<ul><li>To<ol><li>Tre</li></ol></li></ul></li><li>Fire</li></ul>',
  'links with target':
    '<p><a href="https://vsf.no/" target="_self" rel="opener">ut</a> <a href="/lag" target="_blank">inn</a> <a href="mailto:post@vsf.no" title="Post">post</a></p>',
  'renamed tags': '<h1>Tittel</h1><div>Avsnitt</div>',
  'unknown tags and attributes':
    '<p id="i" class="c" data-x="1" aria-label="a"><span>spenn</span> <font color="red">font</font></p><table><tr><td>celle</td></tr></table>',
  formatting:
    '<blockquote><p>Sitat <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s></p></blockquote><hr><h3>Under</h3><p>a<br>b &amp; c &lt;d&gt;</p>',
};

describe('the browser and the API clean article HTML alike', () => {
  it.each(Object.entries(TRICKY))('%s', (_name, html) => {
    expect(normalised(sanitizeHtml(html, '100vw'))).toBe(normalised(sanitizeArticleHtml(html)));
  });
});
