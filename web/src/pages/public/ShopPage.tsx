import { useApiQuery } from '../../api/useApiQuery';
import { PageTitle } from '../../ui/PageTitle';
import { QueryState } from '../../ui/QueryState';
import styles from '../../features/clubPages/ClubPages.module.css';

/**
 * /shop: loads the web shop's client script (SHOP_URL) and links to the shop while it loads
 * (000 §2). The script runs in a sandboxed frame of its own origin (/shop-frame, served by the
 * API with its own policy), never in the site's pages, where it could call the API as the
 * visitor.
 */
export default function ShopPage() {
  const config = useApiQuery('config', {}, { method: 'GET' });
  // undefined while the config loads; null when there is no shop to show.
  const shopUrl = config.isError ? null : config.data && (config.data.shopUrl ?? null);

  const shopHome = shopUrl ? new URL(shopUrl).origin : null;
  return (
    <>
      <PageTitle>Butikk</PageTitle>
      <div className={`${styles.card} ${styles.shopBox}`}>
        <QueryState
          state={
            shopUrl === undefined
              ? { status: 'loading' }
              : shopHome
                ? { status: 'ready', shopHome }
                : { status: 'error', message: 'Nettbutikken er ikke tilgjengelig akkurat nå. Prøv igjen senere.' }
          }
        >
          {({ shopHome: home }) => (
            <>
              <p>
                Laster butikken... Tar det lang tid?{' '}
                <a href={home} target="_blank" rel="noopener noreferrer">
                  Gå rett til nettbutikken
                </a>
                .
              </p>
              <iframe
                className={styles.shopFrame}
                src="/shop-frame"
                title="Nettbutikken"
                sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
