import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { startBuiltProduct } from './product';

/** One running product for every browser test. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!chromiumPath) {
    console.warn('\n  Ingen Chromium funnet (/usr/bin/chromium eller CHROMIUM_PATH): nettlesertestene hoppes over.\n');
    project.provide('appUrl', '');
    project.provide('webDistDir', '');
    return undefined;
  }
  const product = await startBuiltProduct();
  project.provide('appUrl', product.url);
  // A test that must move the server's clock starts a product of its own on the same build.
  project.provide('webDistDir', product.distDir);
  return () => product.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    webDistDir: string;
  }
}
