import { StoredPicture } from '../../ui/StoredPicture';
import type { TitleImage } from './saveArticle';
import { useObjectUrl } from './useObjectUrl';

interface TitleImagePictureProps {
  image: TitleImage;
  /** How wide the place draws it (the `sizes` of a stored picture). */
  sizes: string;
  alt: string;
  className?: string;
}

/**
 * The title image as the editor holds it. A stored one is drawn by StoredPicture, so a phone
 * loads a small file; a file just chosen is shown from the browser's memory, where there are
 * no narrower files and its size is not known until it is decoded: the place keeps a fixed
 * box for it (aspect-ratio in its CSS), so nothing moves when it appears.
 */
export function TitleImagePicture({ image, sizes, alt, className }: TitleImagePictureProps) {
  const chosen = useObjectUrl(image.kind === 'new' ? image.file : null);
  if (image.kind === 'stored')
    return <StoredPicture src={image.path} size={image.size} sizes={sizes} alt={alt} className={className} />;
  return chosen ? <img src={chosen} alt={alt} className={className} /> : null;
}
