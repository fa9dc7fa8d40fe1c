import { Outlet } from 'react-router-dom';
import { TeamModalHost } from '../teamModal/TeamModalHost';
import { FantasyNav } from './FantasyNav';

export default function FantasyLayout() {
  return (
    <>
      <FantasyNav />
      <Outlet />
      <TeamModalHost />
    </>
  );
}
