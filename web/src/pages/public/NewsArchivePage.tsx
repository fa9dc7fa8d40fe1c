import { PageTitle } from '../../ui/PageTitle';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { MobileNewsList } from '../../features/news/MobileNewsList';
import { NewsArchive } from '../../features/news/NewsArchive';

/**
 * /newsArchive: the searchable archive; on phones the endless list (000 §2) until the reader
 * searches or filters, with the same search and filters as on desktop.
 */
export default function NewsArchivePage() {
  const layout = useDeviceLayout();
  return (
    <>
      <PageTitle>Nyhetsarkiv</PageTitle>
      <NewsArchive unfiltered={layout === 'mobile' ? <MobileNewsList /> : undefined} />
    </>
  );
}
