import { EquipmentPlaceholder } from '../../features/equipment/EquipmentPlaceholder';
import { PageTitle } from '../../ui/PageTitle';

export default function FantasyChooseItemsPage() {
  return (
    <>
      <PageTitle>Utstyr</PageTitle>
      <EquipmentPlaceholder />
    </>
  );
}
