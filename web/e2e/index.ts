/**
 * `@vsf/web/e2e`: the browser-test kit the benchmarks share (bench:homejs): the built
 * product and the system's Chromium. Not the web app: nothing here is ever bundled.
 */
export { chromiumPath, launchChromium } from './chromium';
export { startBuiltProduct, type RunningProduct } from './product';
