import type { SeasonContext } from '@vsf/contract';
import { fetchApiEarly } from '../api/calls';
import { readEarly } from '../api/client';
import { HOME_POSTS } from '../features/news/homePosts';
import { loadSeasonStats } from '../features/stats/loadSeasonStats';

/**
 * What a visit's first page needs before it can draw, asked for by web/src/boot.ts while the
 * app's main script still downloads and runs (on a phone that took 1–2 s, and only
 * then did the page's code and its reads start). Every read here must be the page's own
 * first call, body for body: the app takes these answers instead of asking again
 * (`api/earlyReads.ts`); one that differs is asked twice, and web/e2e/phoneLoading.e2e.ts fails.
 */
interface FirstPage {
  /** The page's code; `lazyPages.ts` loads the same chunks. */
  code: () => Promise<unknown>;
  /** The page's first reads; those that need the season context wait for its answer alone. */
  reads: (season: Promise<SeasonContext>) => void;
}

export const loadHomePage = () => import('../pages/public/HomePage');
export const loadFixturesPage = () => import('../features/fixtures/FixturesPage');
export const loadTablePage = () => import('../pages/public/TablePage');
export const loadStatsPage = () => import('../pages/public/StatsPage');
export const loadFantasyLayout = () => import('../features/fantasy/FantasyLayout');
export const loadFantasyMainPage = () => import('../pages/fantasy/FantasyMainPage');

/** A failed early read is asked again by the page, which shows the failure its own way. */
const ignore = () => undefined;

/** The current season's fixtures: /fixtures' table, and where the fantasy round starts (useFantasyRound). */
const seasonFixtures = (season: Promise<SeasonContext>) =>
  season.then(({ thisYear }) => readEarly('POST', 'getSeasonFixtures', { season: thisYear })).catch(ignore);

const firstPages: Record<string, FirstPage> = {
  '/': {
    code: loadHomePage,
    // The latest result and the table: the desktop's side bar, and the top of a phone's home page.
    reads: (season) => {
      readEarly('POST', 'loadPosts', { numberOfPosts: HOME_POSTS }).catch(ignore);
      readEarly('POST', 'fetchNewsFeed', {}).catch(ignore);
      seasonFixtures(season);
      readEarly('GET', 'getTables').catch(ignore);
    },
  },
  '/fixtures': { code: loadFixturesPage, reads: seasonFixtures },
  '/table': { code: loadTablePage, reads: () => readEarly('GET', 'getTables').catch(ignore) },
  '/stats': {
    code: loadStatsPage,
    reads: (season) => season.then(({ thisYear }) => loadSeasonStats(thisYear, fetchApiEarly)).catch(ignore),
  },
  '/fantasy/main': {
    code: () => Promise.all([loadFantasyLayout(), loadFantasyMainPage()]),
    reads: seasonFixtures,
  },
};

/** The start-up reads every page waits for (`startup.ts`), then the page's code and reads. */
export function startFirstPage(pathname: string): void {
  readEarly('POST', 'isLoggedIn').catch(ignore);
  readEarly('GET', 'config').catch(ignore);
  readEarly('POST', 'getLiveMatches', {}).catch(ignore);
  const season = fetchApiEarly('getYearRoundMatchDateID');
  season.catch(ignore);
  const page = firstPages[pathname.replace(/(.)\/+$/, '$1')];
  if (!page) return;
  // A chunk that failed to load fails again, visibly, when the router asks for it.
  page.code().catch(ignore);
  page.reads(season);
}
