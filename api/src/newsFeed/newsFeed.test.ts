import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { clearNewsFeedCache } from './newsFeed';
import { parseNewsFeed } from './parseRss';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Fotball</title>
<item><title>Haaland &amp; co. vant igjen</title><link>https://example.com/haaland</link>
<pubDate>Sat, 21 Nov 2026 18:30:00 +0000</pubDate>
<description><![CDATA[<p>City vant <b>3-1</b> borte.</p><script>alert(1)</script>]]></description></item>
<item><title><![CDATA[Ødegaard skadet]]></title><link>javascript:alert(1)</link>
<pubDate>not a date</pubDate><description>Kaptein ute i &lt;tre&gt; uker</description></item>
<item><link>https://example.com/no-title</link></item>
</channel></rss>`;

let app: TestApp;
let feedServer: Server;
let feedUrl: string;
let requests = 0;
let delayMs = 0;

beforeAll(async () => {
  app = await createTestApp('empty');
  feedServer = createServer((req, res) => {
    requests++;
    setTimeout(() => {
      if (req.url === '/broken') res.writeHead(500).end('nei');
      else res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS);
    }, delayMs);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
  await app.close();
});

describe('fetchNewsFeed', () => {
  it('reads the RSS file as plain-text items, keeping only web links', async () => {
    clearNewsFeedCache();
    app.deps.config.newsFeedUrl = `${feedUrl}/rss.xml`;
    const { status, body } = await app.call('fetchNewsFeed');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      configured: true,
      available: true,
      items: [
        {
          isoDate: '2026-11-21T18:30:00.000Z',
          link: 'https://example.com/haaland',
          title: 'Haaland & co. vant igjen',
          content: 'City vant 3-1 borte.',
        },
        { isoDate: null, link: null, title: 'Ødegaard skadet', content: 'Kaptein ute i uker' },
      ],
    });
  });

  it('reads the feed once per 10 minutes, however many visitors ask', async () => {
    clearNewsFeedCache();
    app.deps.config.newsFeedUrl = `${feedUrl}/cached.xml`;
    const before = requests;
    await Promise.all(Array.from({ length: 5 }, () => app.call('fetchNewsFeed')));
    await app.call('fetchNewsFeed');
    expect(requests - before).toBe(1);
  });

  it('says a club without a feed has none, and that a set feed is unavailable when it fails or is too slow', async () => {
    clearNewsFeedCache();
    app.deps.config.newsFeedUrl = null;
    expect((await app.call('fetchNewsFeed')).body).toEqual({
      success: true,
      configured: false,
      available: false,
      items: [],
    });
    app.deps.config.newsFeedUrl = `${feedUrl}/broken`;
    expect((await app.call('fetchNewsFeed')).body).toEqual({
      success: true,
      configured: true,
      available: false,
      items: [],
    });
    app.deps.config.newsFeedUrl = 'http://127.0.0.1:1/nothing-listens-here';
    expect((await app.call('fetchNewsFeed')).body.available).toBe(false);
    delayMs = 3_500;
    app.deps.config.newsFeedUrl = `${feedUrl}/slow.xml`;
    const started = Date.now();
    expect((await app.call('fetchNewsFeed')).body.available).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_400);
    delayMs = 0;
  });

  it('gives the demo club its own sample feed, newest first and dated before today, when no feed is set', async () => {
    app.deps.config.newsFeedUrl = null;
    app.deps.config.demo = true;
    const before = requests;
    const { body } = await app.call('fetchNewsFeed');
    app.deps.config.demo = false;
    expect(requests).toBe(before);
    expect(body).toMatchObject({ success: true, configured: true, available: true });
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    const now = app.deps.now().getTime();
    const times = body.items.map((item) => Date.parse(item.isoDate ?? ''));
    expect(times.every((time) => time < now && time > now - 30 * 24 * 60 * 60_000)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.items.every((item) => item.title.length > 0 && item.content.length > 0)).toBe(true);
  });
  it('prefers a set feed to the demo sample', async () => {
    clearNewsFeedCache();
    app.deps.config.newsFeedUrl = `${feedUrl}/rss.xml`;
    app.deps.config.demo = true;
    const { body } = await app.call('fetchNewsFeed');
    app.deps.config.demo = false;
    expect(body.items[0]?.title).toBe('Haaland & co. vant igjen');
  });
});

describe('parseNewsFeed', () => {
  it('reads Atom entries too', () => {
    const atom = `<feed><entry><title>Nytt</title><link href="https://example.com/a"/><updated>2026-11-20T10:00:00Z</updated><summary>Kort</summary></entry></feed>`;
    expect(parseNewsFeed(atom, 10)).toEqual([
      { isoDate: '2026-11-20T10:00:00.000Z', link: 'https://example.com/a', title: 'Nytt', content: 'Kort' },
    ]);
  });

  it('decodes every HTML entity in escaped or CDATA markup, not only the XML ones', () => {
    const rss = `<rss><channel><item><title>Troms&amp;oslash; &amp;ndash; Bod&#248;</title>
<description><![CDATA[<p>M&aring;l av &Oslash;degaard&nbsp;i 90.&nbsp;minutt</p>]]></description></item></channel></rss>`;
    expect(parseNewsFeed(rss, 10)).toEqual([
      { isoDate: null, link: null, title: 'Tromsø – Bodø', content: 'Mål av Ødegaard i 90. minutt' },
    ]);
  });

  it("takes an Atom entry's own title and its page link, not its source's title or its self link", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry>
<source><title>Kildefeed</title></source>
<link rel="self" href="https://example.com/entry.xml"/><link href="https://example.com/side"/>
<title type="html">Kamp &amp;amp; resultat</title><updated>2026-11-20T10:00:00Z</updated>
<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Første</p>omgang<p>ferdig</p></div></content>
</entry></feed>`;
    expect(parseNewsFeed(atom, 10)).toEqual([
      {
        isoDate: '2026-11-20T10:00:00.000Z',
        link: 'https://example.com/side',
        title: 'Kamp & resultat',
        content: 'Første omgang ferdig',
      },
    ]);
  });

  it('ignores items inside XML comments and keeps number-like titles as text', () => {
    const rss = `<rss><channel><!-- <item><title>Gammel</title></item> -->
<item><title>2026</title><dc:date xmlns:dc="http://purl.org/dc/elements/1.1/">2026-11-19T08:00:00Z</dc:date></item>
</channel></rss>`;
    expect(parseNewsFeed(rss, 10)).toEqual([
      { isoDate: '2026-11-19T08:00:00.000Z', link: null, title: '2026', content: '' },
    ]);
  });

  it('neither expands nested entity declarations nor reads external ones', () => {
    const levels = ['<!ENTITY a0 "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">'];
    for (let level = 1; level <= 6; level++) levels.push(`<!ENTITY a${level} "${`&a${level - 1};`.repeat(10)}">`);
    const bomb = `<!DOCTYPE rss [${levels.join('')}]><rss><channel><item><title>&a6;</title></item></channel></rss>`;
    expect(parseNewsFeed(bomb, 10)[0]?.title.length ?? 0).toBeLessThan(1_000);
    const external = `<!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&x;</title></item></channel></rss>`;
    expect(() => parseNewsFeed(external, 10)).toThrow();
  });

  it('stops at the limit', () => {
    const rss = `<rss><channel>${'<item><title>Sak</title></item>'.repeat(12)}</channel></rss>`;
    expect(parseNewsFeed(rss, 10)).toHaveLength(10);
  });
});
