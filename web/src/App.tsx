import { useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { TooFancyPage } from './features/device/TooFancyPage';
import { useDeviceLayout } from './ui/useDeviceLayout';
import { DesktopShell } from './layout/DesktopShell';
import { MobileShell } from './layout/MobileShell';
import { StartupSplash } from './layout/StartupSplash';
import { AppRoutes } from './routes/AppRoutes';
import { useTrackPreviousPath } from './features/session/previousPath';
import { appReadyAtom } from './startup';

function RoutedApp({ layout }: { layout: 'desktop' | 'mobile' }) {
  useTrackPreviousPath();
  return <AppRoutes shell={layout === 'desktop' ? <DesktopShell /> : <MobileShell />} />;
}

/** The device gate first, then the start-up data, then the routed pages. */
export function App() {
  const layout = useDeviceLayout();
  // The shell and the page are drawn at a lower priority than the splash: React then works in
  // slices between which the phone can paint and answer a tap, not in one long task (issue 17).
  const ready = useDeferredValue(useAtomValue(appReadyAtom));
  if (layout === 'tooFancy') return <TooFancyPage />;
  if (!ready) return <StartupSplash />;
  return (
    <BrowserRouter>
      <RoutedApp layout={layout} />
    </BrowserRouter>
  );
}
