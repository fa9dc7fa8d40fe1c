import { RulesSections } from '../../features/rules/RulesSections';
import { PageTitle } from '../../ui/PageTitle';

export default function FantasyRulesPage() {
  return (
    <>
      <PageTitle>Regler</PageTitle>
      <RulesSections />
    </>
  );
}
