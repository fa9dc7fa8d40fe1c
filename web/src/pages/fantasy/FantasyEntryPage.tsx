import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { club } from '@vsf/engine';
import { PageTitle } from '../../ui/PageTitle';
import { LoginAndRegister } from '../../features/account/LoginAndRegister';
import { sessionAtom } from '../../store/session';

/** /fantasy: the game's front door; players already logged in go straight to their overview. */
export default function FantasyEntryPage() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loggedIn') return <Navigate to="/fantasy/main" replace />;
  return (
    <>
      <PageTitle>{club.fantasyName}</PageTitle>
      <LoginAndRegister
        intro={
          <>
            <h2>Bli manager for {club.shortName}!</h2>
            <p>
              Velg <strong>7 spillere</strong> fra klubbens tropp hver runde, gi kapteinsbindet til én av dem, bruk
              boostene dine til rett tid og kjemp mot venner og familie i egne ligaer.
            </p>
          </>
        }
      />
    </>
  );
}
