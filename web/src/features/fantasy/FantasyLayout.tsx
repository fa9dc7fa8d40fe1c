import { Outlet } from 'react-router-dom';
import { club } from '@vsf/engine';
import { SectionNav } from '../../layout/SectionNav';
import { TeamModalHost } from '../teamModal/TeamModalHost';
import { fantasyNavItems } from './fantasyNav';

export default function FantasyLayout() {
  return (
    <>
      <SectionNav title={club.fantasyName} items={fantasyNavItems} />
      <Outlet />
      <TeamModalHost />
    </>
  );
}
