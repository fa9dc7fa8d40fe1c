import { PageTitle } from '../../ui/PageTitle';
import { TableEditor } from '../../features/adminTable/TableEditor';

/** /admin/editTable: the division's other results and the table's corrections, so the table follows the results. */
export default function EditTablePage() {
  return (
    <>
      <PageTitle>Tabell</PageTitle>
      <TableEditor />
    </>
  );
}
