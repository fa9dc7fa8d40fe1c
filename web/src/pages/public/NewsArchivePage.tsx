import { PageTitle } from '../../ui/PageTitle';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { MobileNewsList } from '../../features/news/MobileNewsList';
import { NewsArchive } from '../../features/news/NewsArchive';

/** /newsArchive: the searchable archive on desktop, the infinite list on phones (000 §2). */
export default function NewsArchivePage() {
  const layout = useDeviceLayout();
  return (
    <>
      <PageTitle>Nyhetsarkiv</PageTitle>
      {layout === 'mobile' ? <MobileNewsList /> : <NewsArchive />}
    </>
  );
}
