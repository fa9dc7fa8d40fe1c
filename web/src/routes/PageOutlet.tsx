import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { focusPageHeading } from '../ui/pageFocus';
import { Spinner } from '../ui/Spinner';

interface BoundaryState {
  failed: boolean;
}

/** A page that crashed, or whose code could not be fetched, must not take the shell down with it. */
class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  // Leaving the broken page gives the next one a fresh start.
  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.failed) return <p role="alert">Ooopsi... Noe gikk galt. Prøv å laste siden på nytt.</p>;
    return this.props.children;
  }
}

/** Where the routed page goes: code loads on demand, with a spinner meanwhile; focus follows to its heading. */
export function PageOutlet() {
  const { pathname } = useLocation();
  // A new page takes focus to its heading; the first page of a visit leaves focus where the browser puts it.
  const visited = useRef<string | null>(null);
  useEffect(() => {
    const first = visited.current === null;
    visited.current = pathname;
    return first ? undefined : focusPageHeading();
  }, [pathname]);
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
