import { useAtom } from 'jotai';
import { teamModalAtom } from './atoms';
import { TeamModal } from './TeamModal';

/** Renders the team modal when a screen opened it (useTeamModal); mounted once in the fantasy layout. */
export function TeamModalHost() {
  const [request, setRequest] = useAtom(teamModalAtom);
  if (request === null) return null;
  return <TeamModal request={request} onClose={() => setRequest(null)} />;
}
