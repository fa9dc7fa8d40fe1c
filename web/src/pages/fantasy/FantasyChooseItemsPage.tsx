import { EquipmentPlaceholder } from '../../features/equipment/EquipmentPlaceholder';
import { PageTitle } from '../../layout/PageTitle';

export default function FantasyChooseItemsPage() {
  return (
    <>
      <PageTitle>Utstyr</PageTitle>
      <EquipmentPlaceholder />
    </>
  );
}
