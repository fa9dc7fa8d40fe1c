import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { TeamModalHost } from '../../shared/teamModal/TeamModalHost';
import { FantasyLoading } from '../../ui/FantasyLoading';
import { FantasyNav } from './FantasyNav';

export default function FantasyLayout() {
  return (
    <>
      <FantasyNav />
      {/* A page whose code is still loading waits under the nav, with the game's own loading text. */}
      <Suspense fallback={<FantasyLoading />}>
        <Outlet />
      </Suspense>
      <TeamModalHost />
    </>
  );
}
