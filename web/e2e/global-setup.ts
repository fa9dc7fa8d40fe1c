import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { startBuiltProduct } from './product';

/** One running product for every browser test. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!chromiumPath) {
    console.warn('\n  Ingen Chromium funnet (/usr/bin/chromium eller CHROMIUM_PATH): nettlesertestene hoppes over.\n');
    project.provide('appUrl', '');
    project.provide('distDir', '');
    project.provide('appDataDir', '');
    return undefined;
  }
  const product = await startBuiltProduct();
  project.provide('appUrl', product.url);
  project.provide('distDir', product.distDir);
  project.provide('appDataDir', product.dataDir);
  return () => product.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The build the product serves: the installable app's test puts a new version of the service worker there. */
    distDir: string;
    /** The product's DATA_DIR: what the tests read of it (the session secret, the written mails). */
    appDataDir: string;
  }
}
