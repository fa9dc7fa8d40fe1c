import { useEffect, useState } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import type { StoredImage } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { StoredPicture } from '../../ui/StoredPicture';
import styles from './AlbumGallery.module.css';

/** The large picture spans the article or the dialog; a thumbnail is 84 px wide (AlbumGallery.module.css). */
const MAIN_SIZES = '(max-width: 700px) 100vw, 800px';
const THUMB_SIZES = '84px';

/** An article's photo album: a large picture and a strip of thumbnails. */
export function AlbumGallery({ postID, title }: { postID: number; title: string }) {
  const query = useApiQuery('loadAlbumByPostID', { postID });
  const images = query.data?.albumGallery ?? null;
  const failed = query.isError;
  const [current, setCurrent] = useState(0);
  // Another article's album starts at its first picture.
  useEffect(() => setCurrent(0), [postID]);

  if (images === null || images.length === 0)
    return (
      <QueryState
        state={
          images !== null
            ? { status: 'empty' }
            : failed
              ? { status: 'error', message: 'Bildene kunne ikke lastes akkurat nå.' }
              : { status: 'loading' }
        }
        loading={{ text: 'Laster bilder...', className: styles.muted }}
        errorClassName={styles.muted}
        empty={{ text: 'Denne artikkelen har ingen bilder.', className: styles.muted }}
      >
        {() => null}
      </QueryState>
    );
  const shown = images[Math.min(current, images.length - 1)] as StoredImage;
  const step = (delta: number) => setCurrent((index) => (index + delta + images.length) % images.length);

  return (
    <div className={styles.gallery}>
      <figure className={styles.stage}>
        <StoredPicture
          src={shown.path}
          size={shown.size}
          sizes={MAIN_SIZES}
          alt={`${title} – bilde ${current + 1} av ${images.length}`}
          className={styles.main}
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => step(-1)}
              aria-label="Forrige bilde"
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => step(1)}
              aria-label="Neste bilde"
            >
              ›
            </button>
          </>
        )}
        <figcaption className={styles.caption}>
          {current + 1} / {images.length}
        </figcaption>
      </figure>
      <ul className={styles.thumbs}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={`${styles.thumb} ${index === current ? styles.active : ''}`}
              onClick={() => setCurrent(index)}
              aria-label={`Vis bilde ${index + 1}`}
              aria-current={index === current}
            >
              <StoredPicture src={image.path} size={image.size} sizes={THUMB_SIZES} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
