const DAY_MS = 24 * 60 * 60_000;

/** The demo's sample news: general football matters of no real club, dated days before today; plain words, no markup. */
const DEMO_ITEMS: readonly { daysAgo: number; title: string; description: string }[] = [
  {
    daysAgo: 1,
    title: 'Velkommen til FotballFeed',
    description: 'Eksempelsaker fra demoklubben: her kommer klubbens fotballnyheter.',
  },
  {
    daysAgo: 2,
    title: 'Kunstgressbanene holdes åpne hele vinteren',
    description: 'Banene brøytes etter hvert snøfall, så lagene kan trene ute til sesongen starter igjen.',
  },
  {
    daysAgo: 4,
    title: 'Rekordmange lag påmeldt i breddeserien',
    description: 'Flere lag enn noen gang har meldt seg på, og seriene deles i flere avdelinger.',
  },
  {
    daysAgo: 6,
    title: 'Dommerkurs for nybegynnere i januar',
    description: 'Alle over 15 år som vil prøve seg som dommer, kan melde seg på kveldskurset.',
  },
  {
    daysAgo: 9,
    title: 'Slik holder du formen i vinterpausen',
    description: 'Løping, styrke og litt ball hver uke gjør sesongstarten lettere for både bein og lunger.',
  },
];

/**
 * The demo club's own news feed, as RSS 2.0: without NEWS_FEED_URL the demo still shows what
 * the home page's FotballFeed is for. It is read by the same parser as a club's real feed.
 */
export function demoNewsFeedRss(now: number): string {
  const items = DEMO_ITEMS.map(
    ({ daysAgo, title, description }) =>
      `<item><title>${title}</title><pubDate>${new Date(now - daysAgo * DAY_MS).toUTCString()}</pubDate>` +
      `<description>${description}</description></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fotballnyheter (demo)</title>${items.join('')}</channel></rss>`;
}
