import { useId, useState } from 'react';
import { TITLE_MAX, VIEW_FLAGS, type ArticleDraft } from './draft';
import { GalleryInput, TitleImageInput } from './ImageInputs';
import { PollEditor } from './PollEditor';
import { RoleChecks } from './RoleChecks';
import type { Gallery, TitleImage } from './saveArticle';
import { TextEditor } from './TextEditor';
import styles from './ArticleEditor.module.css';

export interface ArticleFormProps {
  draft: ArticleDraft;
  onDraft: (draft: ArticleDraft) => void;
  titleImage: TitleImage;
  onTitleImage: (value: TitleImage) => void;
  gallery: Gallery;
  onGallery: (gallery: Gallery) => void;
}

/** The fields of the new-article and edit-article pages (002 §2.6, §2.7). */
export function ArticleForm({ draft, onDraft, titleImage, onTitleImage, gallery, onGallery }: ArticleFormProps) {
  const ids = { title: useId(), text: useId(), textLabel: useId(), tag: useId(), gallery: useId() };
  const [tag, setTag] = useState('');
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => onDraft({ ...draft, [key]: value });

  const addTag = () => {
    const text = tag.trim().replace(/,/g, '');
    if (text && !draft.tags.includes(text)) set('tags', [...draft.tags, text]);
    setTag('');
  };

  return (
    <div className={styles.form}>
      <TitleImageInput value={titleImage} onChange={onTitleImage} />
      <label htmlFor={ids.title} className={styles.field}>
        Tittel
      </label>
      <input
        id={ids.title}
        className={styles.titleInput}
        value={draft.title}
        maxLength={TITLE_MAX}
        onChange={(event) => set('title', event.target.value)}
      />
      <span className={styles.help}>
        {draft.title.length}/{TITLE_MAX} tegn
      </span>
      {/* The editing surface is not a form control: it is named by aria-labelledby, and a click on the name focuses it. */}
      <label id={ids.textLabel} className={styles.field} onClick={() => document.getElementById(ids.text)?.focus()}>
        Hovedtekst
      </label>
      <TextEditor
        id={ids.text}
        labelId={ids.textLabel}
        value={draft.content}
        onChange={(content) => set('content', content)}
      />
      <label htmlFor={ids.tag} className={styles.field}>
        Stikkord (trykk Enter for å legge til)
      </label>
      <input
        id={ids.tag}
        value={tag}
        maxLength={40}
        onChange={(event) => setTag(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          addTag();
        }}
      />
      {draft.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Stikkord">
          {draft.tags.map((name) => (
            <li key={name}>
              {name}
              <button
                type="button"
                aria-label={`Fjern stikkordet ${name}`}
                onClick={() =>
                  set(
                    'tags',
                    draft.tags.filter((other) => other !== name),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <PollEditor
        enabled={draft.hasPoll}
        poll={draft.poll}
        onEnabled={(hasPoll) => set('hasPoll', hasPoll)}
        onChange={(poll) => set('poll', poll)}
      />
      <section className={styles.box} aria-labelledby={ids.gallery}>
        <h2 id={ids.gallery} className={styles.boxTitle}>
          Bildegalleri
        </h2>
        <GalleryInput gallery={gallery} onChange={onGallery} />
      </section>
      <RoleChecks
        legend="Hvem kan se artikkelen?"
        keys={VIEW_FLAGS}
        flags={draft.views}
        onChange={(views) => set('views', views)}
      />
    </div>
  );
}
