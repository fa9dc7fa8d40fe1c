/**
 * `npm run bench:lighthouse`: the phone budgets of docs/PERFORMANCE.md — Lighthouse's mobile preset (its
 * defaults: a mid-range phone's screen and CPU, slow 4G, all simulated) on the home page, the
 * fixtures, the table, the stats and the fantasy home (as the demo manager `vsffan`). Builds the
 * web app, starts the product with the demo club as bench:homejs does, and prints performance,
 * LCP, TBT, CLS, accessibility and the API requests per page, then the elements that moved
 * most (Lighthouse's layout-shifts audit). Exits with 1 when a page misses a goal (performance ≥ 90, CLS < 0.1).
 *
 * The throttling is simulated from what this machine observed, so a busy machine gives lower
 * scores than a quiet one; `environment.benchmarkIndex` (printed) says how fast it was.
 * LIGHTHOUSE_RUNS=3 runs each page three times and keeps the run with the median score;
 * LIGHTHOUSE_REPORT_DIR=<dir> writes each page's full report there (open it in a browser);
 * LIGHTHOUSE_PAGES=/fantasy/main,/ measures only those pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumPath, startBuiltProduct } from '@vsf/web/e2e';

const ALL_PAGES = ['/', '/fixtures', '/table', '/stats', '/fantasy/main'];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter((page) => ALL_PAGES.includes(page)) ?? ALL_PAGES;
/** The pages that need a logged-in manager. */
const LOGGED_IN = new Set(['/fantasy/main']);
const MANAGER = { username: 'vsffan', password: 'fotball123' };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const GOALS = { performance: 90, cls: 0.1 };
/** The layout shifts shown per page. */
const SHIFTS_SHOWN = 4;

interface Figures {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  benchmarkIndex: number;
  /** The page's requests to the API while Lighthouse loaded it. */
  apiRequests: number;
  shifts: string[];
}

/** The manager's session cookie, as the browser would keep it after logging in. */
async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(MANAGER),
  });
  if (!response.ok) throw new Error(`login as ${MANAGER.username}: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies.join('; ');
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * The layout-shifts audit's rows: the element that moved most in each shift, and the shift's
 * score. The audit can fail where CLS does not (Lighthouse 12.2's trace reader and a newer
 * Chromium's screenshots); then its error is the row, and web/e2e/phoneLoading.e2e.ts names
 * what moved instead.
 */
function shiftsOf(lhr: Result): string[] {
  const audit = lhr.audits['layout-shifts'];
  if (audit?.errorMessage) return [`(Lighthouse's layout-shifts audit failed: ${audit.errorMessage})`];
  const details = audit?.details;
  if (details?.type !== 'table') return [];
  return details.items.slice(0, SHIFTS_SHOWN).map((item) => {
    const node = item.node;
    const where = node && typeof node === 'object' && 'selector' in node ? String(node.selector) : '(no element)';
    return `${Number(item.score).toFixed(3)}  ${where}`;
  });
}

/** The requests to `/api/` in the network-requests audit: a read asked twice counts twice. */
function apiRequestsOf(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items.filter((item) => new URL(String(item.url)).pathname.startsWith('/api/')).length;
}

/** One Lighthouse run; `reportName` names its files in LIGHTHOUSE_REPORT_DIR. */
async function measure(url: string, port: number, cookie: string | null, reportName: string): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : null,
    },
    // No config: the mobile preset with Lighthouse's default (simulated) throttling.
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${reportName}.html`), String(result.report));
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  return result.lhr;
}

function figuresOf(page: string, lhr: Result): Figures {
  return {
    page,
    performance: score(lhr, 'performance'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    apiRequests: apiRequestsOf(lhr),
    shifts: shiftsOf(lhr),
  };
}

/** The run with the median performance score (the first run when there is one). */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

async function main(): Promise<void> {
  if (!chromiumPath) throw new Error('bench:lighthouse needs Chromium (apt-get install -y chromium, or CHROMIUM_PATH)');
  // A log line per request would bury the table.
  process.env.LOG_LEVEL ??= 'warn';
  const product = await startBuiltProduct();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await sessionCookie(product.url);
    const results: Figures[] = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const reportName = `${page.replace(/\//g, '_')}-${run + 1}`;
        const lhr = await measure(
          `${product.url}${page}`,
          chrome.port,
          LOGGED_IN.has(page) ? cookie : null,
          reportName,
        );
        runs.push(figuresOf(page, lhr));
      }
      results.push(median(runs));
      if (RUNS > 1) {
        const each = runs.map((figures) => `${figures.performance} (TBT ${Math.round(figures.tbtMs)} ms)`);
        console.log(`${page}: ${each.join(', ')}`);
      }
    }
    console.table(
      results.map((figures) => ({
        page: figures.page,
        performance: figures.performance,
        'LCP s': (figures.lcpMs / 1000).toFixed(1),
        'TBT ms': Math.round(figures.tbtMs),
        CLS: figures.cls.toFixed(3),
        accessibility: figures.accessibility,
        'benchmark index': Math.round(figures.benchmarkIndex),
        'API requests': figures.apiRequests,
      })),
    );
    for (const figures of results.filter((result) => result.shifts.length > 0 && result.cls >= 0.01)) {
      console.log(`Layout shifts on ${figures.page}:\n  ${figures.shifts.join('\n  ')}`);
    }
    const missed = results.filter((figures) => figures.performance < GOALS.performance || figures.cls >= GOALS.cls);
    console.log(
      missed.length === 0
        ? `Every page: performance ≥ ${GOALS.performance} and CLS < ${GOALS.cls}: ok`
        : `Goals (performance ≥ ${GOALS.performance}, CLS < ${GOALS.cls}) missed on ${missed.map((figures) => figures.page).join(', ')}`,
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    chrome.kill();
    await product.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
