import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { SectionNav } from '../../ui/SectionNav';
import { currentUserAtom } from '../../store/session';
import { adminNavFor } from './adminNav';

export default function AdminLayout() {
  const { title, items } = adminNavFor(useAtomValue(currentUserAtom));
  return (
    <>
      <SectionNav title={title} items={items} />
      <Outlet />
    </>
  );
}
