import { startFirstPage } from './routes/firstPages';

/**
 * The first script of every page (index.html), before the app's main script: small, so that
 * the page's reads and code are asked for while the main script still downloads.
 * Nothing inline: the page's Content-Security-Policy allows the site's own scripts only.
 */
startFirstPage(window.location.pathname);
