/**
 * `npm run bench:homejs`: DESIGN §7's budget for the home page's JavaScript (under 200 KB
 * gzipped; other routes load their code on demand). Builds the web app, starts the product
 * with the demo club, opens `/` in the system's Chromium, and gzips every script the page
 * loaded in its first seconds from the build, as a browser would receive it. Exits with 1
 * over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath, launchChromium, startBuiltProduct } from '@vsf/web/e2e';

const BUDGET_KB = 200;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 4000);

interface Script {
  file: string;
  gzipKB: number;
}

async function scriptsOfHomePage(url: string): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.origin === new URL(url).origin && address.pathname.endsWith('.js')) scripts.add(address.pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Lazy routes and the socket client may load after the first idle moment.
    await page.waitForTimeout(SETTLE_MS);
    return [...scripts];
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!chromiumPath) throw new Error('bench:homejs needs Chromium (apt-get install -y chromium, or CHROMIUM_PATH)');
  // A log line per request would bury the table.
  process.env.LOG_LEVEL ??= 'warn';
  const product = await startBuiltProduct();
  try {
    const paths = await scriptsOfHomePage(`${product.url}/`);
    const scripts: Script[] = paths
      .map((path) => ({
        file: path,
        gzipKB: gzipSync(readFileSync(join(product.distDir, path))).length / 1024,
      }))
      .sort((a, b) => b.gzipKB - a.gzipKB);
    const total = scripts.reduce((sum, script) => sum + script.gzipKB, 0);
    console.table(scripts.map((script) => ({ file: script.file, 'KB gzipped': script.gzipKB.toFixed(1) })));
    const verdict = total <= BUDGET_KB ? 'ok' : 'OVER';
    console.log(
      `Home page: ${scripts.length} scripts, ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, DESIGN §7): ${verdict}`,
    );
    if (verdict === 'OVER') process.exitCode = 1;
  } finally {
    await product.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
