import { PageTitle } from '../../ui/PageTitle';
import { TableView } from '../../features/table/TableView';

export default function TablePage() {
  return (
    <>
      <PageTitle>Tabell</PageTitle>
      <TableView />
    </>
  );
}
