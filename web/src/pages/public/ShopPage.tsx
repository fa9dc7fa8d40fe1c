import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { PageTitle } from '../../ui/PageTitle';
import { QueryState } from '../../ui/QueryState';
import styles from '../../features/clubPages/ClubPages.module.css';

/** /shop: loads the web shop's client script (SHOP_URL) and links to the shop while it loads (000 §2). */
export default function ShopPage() {
  const config = useApiQuery('config', {}, { method: 'GET' });
  // undefined while the config loads; null when there is no shop to show.
  const shopUrl = config.isError ? null : config.data && (config.data.shopUrl ?? null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shopUrl || !box.current) return;
    const script = document.createElement('script');
    script.src = shopUrl;
    script.async = true;
    script.onerror = () => console.error('Nettbutikkens skript kunne ikke lastes:', shopUrl);
    box.current.appendChild(script);
    return () => script.remove();
  }, [shopUrl]);

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
              <div ref={box} id="shop" />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
