import { IMAGE_WIDTHS, type ImageSize } from '@vsf/engine';

interface StoredPictureProps {
  /** The picture's URL as the API answers it (`/api/images/{id}`). */
  src: string;
  /** Its size in pixels; null when not known (then one file, and no width and height). */
  size: ImageSize | null;
  /** How wide the place draws it, the `sizes` attribute: the browser picks the file by it. */
  sizes: string;
  alt: string;
  className?: string;
  /** 'eager' only for a picture at the top of a page, which should not wait for layout. */
  loading?: 'lazy' | 'eager';
}

/** Only a picture the API stores (`/api/images/{id}`) has narrower files (`?w=`). */
export const isStoredPicture = (src: string): boolean => /^\/api\/images\/[1-9]\d*$/.test(src);

/**
 * The files a browser may choose from: every narrower width the server keeps
 * (`?w=…`, IMAGE_WIDTHS below the picture's own) and the picture itself at its width.
 */
export function srcSetOf(src: string, size: ImageSize): string {
  const narrower = IMAGE_WIDTHS.filter((width) => width < size.width).map((width) => `${src}?w=${width} ${width}w`);
  return [...narrower, `${src} ${size.width}w`].join(', ');
}

/**
 * A stored picture (article, album, player): the browser loads the smallest file that fills
 * its place on that screen, and width and height keep its room before it arrives.
 */
export function StoredPicture({ src, size, sizes, alt, className, loading = 'lazy' }: StoredPictureProps) {
  return (
    // Loading and the candidates come before src: a browser that started on src first would fetch twice.
    <img
      loading={loading}
      decoding="async"
      sizes={size ? sizes : undefined}
      srcSet={size ? srcSetOf(src, size) : undefined}
      src={src}
      width={size?.width}
      height={size?.height}
      alt={alt}
      className={className}
    />
  );
}
