import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_TYPE_MESSAGE, isUploadImageType } from '@vsf/engine';
import { formatFileSize } from './fileSize';
import type { Gallery, TitleImage } from './saveArticle';
import { TitleImagePicture } from './TitleImagePicture';
import { StoredPicture } from '../../ui/StoredPicture';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import styles from './ArticleEditor.module.css';

/**
 * 'Images only' (002 §5), and only the kinds the server stores: the browser's claim saves a
 * round trip (and a refused save) for a picture the server would turn away; it checks the bytes.
 */
const isImage = (file: File) => isUploadImageType(file.type);
const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
/** The preview is the form's width on a phone and at most 28rem (ArticleEditor.module.css, .titlePreview). */
const TITLE_PREVIEW_SIZES = '(max-width: 480px) 100vw, 28rem';

export function TitleImageInput({ value, onChange }: { value: TitleImage; onChange: (value: TitleImage) => void }) {
  const id = useId();
  const { notify, dialog } = useConfirmDialog();
  return (
    <div className={styles.titleImage}>
      <label htmlFor={id} className={styles.field}>
        Tittelbilde
      </label>
      {value.kind !== 'none' && (
        <div className={styles.titlePreview}>
          <TitleImagePicture image={value} sizes={TITLE_PREVIEW_SIZES} alt="Valgt tittelbilde" />
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file && isImage(file)) onChange({ kind: 'new', file });
          else if (file) void notify(UPLOAD_IMAGE_TYPE_MESSAGE);
          event.target.value = '';
        }}
      />
      {value.kind !== 'none' && (
        <button type="button" className={styles.smallButton} onClick={() => onChange({ kind: 'none' })}>
          Fjern tittelbildet
        </button>
      )}
      {dialog}
    </div>
  );
}

interface GalleryInputProps {
  gallery: Gallery;
  onChange: (gallery: Gallery) => void;
}

/** The gallery: stored pictures, new files with their sizes, and a drop zone (002 §2.6). */
export function GalleryInput({ gallery, onChange }: GalleryInputProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const { notify, dialog } = useConfirmDialog();
  const stored = gallery.stored.filter((image) => !gallery.removed.includes(image.id));

  const add = (files: File[]) => {
    const images = files.filter(isImage);
    if (images.length < files.length) void notify(UPLOAD_IMAGE_TYPE_MESSAGE);
    if (images.length > 0) onChange({ ...gallery, added: [...gallery.added, ...images] });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div className={styles.gallery}>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dropping : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Slipp bilder her, eller</p>
        <label htmlFor={id} className={styles.smallButton}>
          Velg bilder
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          multiple
          className={styles.visuallyHidden}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {(stored.length > 0 || gallery.added.length > 0) && (
        <ul className={styles.galleryList} aria-label="Bilder i galleriet">
          {stored.map((image, index) => (
            <li key={image.id}>
              <StoredPicture src={image.path} size={image.size} sizes="64px" alt="" className={styles.thumb} />
              <span>Lagret bilde {index + 1}</span>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => onChange({ ...gallery, removed: [...gallery.removed, image.id] })}
              >
                Fjern
              </button>
            </li>
          ))}
          {gallery.added.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`Fjern ${file.name}`}
                onClick={() => onChange({ ...gallery, added: gallery.added.filter((_, i) => i !== index) })}
              >
                Fjern
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
