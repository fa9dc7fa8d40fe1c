import { lazy, Suspense, type ComponentProps } from 'react';
import { FantasyLoading } from '../../ui/FantasyLoading';
import type { PlayerOverview as Overview } from './PlayerOverview';

/** Starts loading the overview's code; a page calls it when it starts loading the player, so the two come together. */
export const loadPlayerOverview = () => import('./PlayerOverview');

const PlayerOverview = lazy(() => loadPlayerOverview().then((module) => ({ default: module.PlayerOverview })));

/**
 * The player card's overview where a page shows it beside its list (the team picker, 001 §2):
 * its code loads with the first player chosen, not with the page; meanwhile the
 * game's loading state, as while the player's data loads.
 */
export function LazyPlayerOverview(props: ComponentProps<typeof Overview>) {
  return (
    <Suspense fallback={<FantasyLoading />}>
      <PlayerOverview {...props} />
    </Suspense>
  );
}
