import { useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import { createBrowserRouter, RouterProvider, ScrollRestoration, type Location } from 'react-router-dom';
import { TooFancyPage } from './features/device/TooFancyPage';
import { useDeviceLayout } from './ui/useDeviceLayout';
import { DesktopShell } from './layout/DesktopShell';
import { MobileShell } from './layout/MobileShell';
import { StartupSplash } from './layout/StartupSplash';
import { AppRoutes } from './routes/AppRoutes';
import { useTrackPreviousPath } from './features/session/previousPath';
import { appReadyAtom } from './startup';

/**
 * Where a scroll position is remembered: each history entry by its own key, but a page loaded
 * afresh (typed, reloaded, opened from outside) or a jump to a place on the page (the skip
 * link's #innhold) by its address. Every such entry has the same key ('default'), and a new
 * page would otherwise open where the last one loaded was left.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

function RoutedApp() {
  useTrackPreviousPath();
  const layout = useDeviceLayout();
  return (
    <>
      {/* A link opens its page at the top; Back and Forward return to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
      <AppRoutes shell={layout === 'desktop' ? <DesktopShell /> : <MobileShell />} />
    </>
  );
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The page's one data router, for its scroll restoration (the browser's own does not know when
 * a page drawn by the app is ready); every path goes to the route table in `AppRoutes`. Made
 * when first drawn, not when this module loads: it starts listening to the browser's history.
 */
function appRouter() {
  router ??= createBrowserRouter([{ path: '*', Component: RoutedApp }]);
  return router;
}

/** The device gate first, then the start-up data, then the routed pages. */
export function App() {
  const layout = useDeviceLayout();
  // The shell and the page are drawn at a lower priority than the splash: React then works in
  // slices between which the phone can paint and answer a tap, not in one long task.
  const ready = useDeferredValue(useAtomValue(appReadyAtom));
  if (layout === 'tooFancy') return <TooFancyPage />;
  if (!ready) return <StartupSplash />;
  return <RouterProvider router={appRouter()} />;
}
