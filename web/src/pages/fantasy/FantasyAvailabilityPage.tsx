import { PageTitle } from '../../ui/PageTitle';
import { MyAvailability } from '../../features/availability/MyAvailability';

/** /fantasy/availability: a club player answers the coming fixtures ('Kan spille', 'Usikker', 'Kan ikke'). */
export default function FantasyAvailabilityPage() {
  return (
    <>
      <PageTitle>Kan du spille?</PageTitle>
      <MyAvailability />
    </>
  );
}
