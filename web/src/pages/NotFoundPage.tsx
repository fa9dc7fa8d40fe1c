import { Link } from 'react-router-dom';
import { PageTitle } from '../ui/PageTitle';

export default function NotFoundPage() {
  return (
    <>
      <PageTitle tabTitle="Finnes ikke">Ooopsi... Denne siden finnes visst ikke.</PageTitle>
      <p>
        <Link to="/">Til forsiden</Link>
      </p>
    </>
  );
}
