import type { ApiResult, EditorArticle } from '@vsf/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRefusal, useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { useConfirmDialog, type ConfirmQuestion } from '../../ui/useConfirmDialog';
import { moveOutOfTrash, moveToTrash, setPublished } from './articleApi';
import { ArticleForm } from './ArticleForm';
import { ArticlePreview } from './ArticlePreview';
import { draftFromArticle, draftProblem, type ArticleDraft } from './draft';
import { EditorButtons, type EditorButton } from './EditorButtons';
import { saveArticle, storedTitleImage, type Gallery, type TitleImage } from './saveArticle';
import { EDITOR_QUESTIONS, EDITOR_TEXTS } from './texts';
import styles from './ArticleEditor.module.css';

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; article: EditorArticle };

interface Form {
  draft: ArticleDraft;
  titleImage: TitleImage;
  gallery: Gallery;
}

function formOf(article: EditorArticle): Form {
  return {
    draft: draftFromArticle(article.post, article.poll),
    titleImage: storedTitleImage(article.post),
    gallery: { stored: article.albumGallery, removed: [], added: [] },
  };
}

/** /admin/editArticle/{postID} (002 §2.7): the stored article in the editor, with its state's actions. */
export function EditArticleEditor({ postID }: { postID: number }) {
  const navigate = useNavigate();
  const valid = Number.isInteger(postID) && postID > 0;
  const query = useApiQuery('getPostForAdmin', valid ? { postID } : null);
  const loaded: Loaded = !valid
    ? { status: 'error', message: EDITOR_TEXTS.notFound }
    : query.error instanceof ApiRefusal
      ? { status: 'error', message: query.error.message }
      : query.isError
        ? { status: 'error', message: EDITOR_TEXTS.loadFailed }
        : query.data
          ? { status: 'ready', article: query.data }
          : { status: 'loading' };
  const [form, setForm] = useState<Form | null>(null);
  // Every answer (the first, and each after a save or a move) resets the form to what is stored.
  const [formFrom, setFormFrom] = useState(0);
  if (query.data && query.dataUpdatedAt !== formFrom) {
    setFormFrom(query.dataUpdatedAt);
    setForm(formOf(query.data));
  }
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const { confirm, notify, dialog } = useConfirmDialog();

  const { refetch } = query;
  const load = async () => void (await refetch());

  // The form is filled in the same render the answer arrives in, so a ready read without it is still loading.
  if (loaded.status !== 'ready' || !form)
    return (
      <QueryState
        state={loaded.status === 'ready' ? { status: 'loading' } : loaded}
        loading={{ label: 'Henter artikkelen …' }}
        errorClassName={styles.message}
      >
        {() => null}
      </QueryState>
    );
  const { post } = loaded.article;

  /** Runs one action: confirmation first, the server's message after, then what follows. */
  const act = async (question: ConfirmQuestion, run: () => Promise<ApiResult<{ msg: string }>>, then: () => void) => {
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      const answer = await run();
      await notify(answer.msg);
      if (answer.success) then();
    } catch (error) {
      console.error(error);
      void notify(EDITOR_TEXTS.unavailable);
    } finally {
      setBusy(false);
    }
  };

  const save = async (published: 0 | 1, question: ConfirmQuestion | null) => {
    const problem = draftProblem(form.draft);
    if (problem) return void notify(problem);
    if (question && !(await confirm(question))) return;
    setBusy(true);
    try {
      const outcome = await saveArticle({ postID, published, ...form });
      void notify(outcome.msg);
      if (outcome.ok) await load();
    } catch (error) {
      console.error(error);
      void notify(EDITOR_TEXTS.unavailable);
    } finally {
      setBusy(false);
    }
  };

  const toList = () => navigate('/admin/editArticle');
  const buttons: EditorButton[] =
    post.trashed === 1
      ? [
          { label: 'Avbryt', onClick: toList },
          { label: 'Forhåndsvisning', onClick: () => setPreviewing(true) },
          {
            label: 'Flytt til utkast',
            onClick: () => void act(EDITOR_QUESTIONS.restore(post.title, false), () => moveOutOfTrash(postID, 0), load),
          },
          {
            label: 'Flytt til publisert',
            kind: 'primary',
            onClick: () => void act(EDITOR_QUESTIONS.restore(post.title, true), () => moveOutOfTrash(postID, 1), load),
          },
        ]
      : [
          {
            label: 'Tilbakestill',
            onClick: () => void confirm(EDITOR_QUESTIONS.revert).then((yes) => yes && setForm(formOf(loaded.article))),
          },
          { label: 'Forhåndsvisning', onClick: () => setPreviewing(true) },
          { label: 'Lagre endringer', onClick: () => void save(post.published, null) },
          { label: 'Avbryt', onClick: toList },
          {
            label: 'Flytt til søppelkassen',
            kind: 'danger',
            onClick: () => void act(EDITOR_QUESTIONS.trash(post.title), () => moveToTrash(postID), toList),
          },
          post.published === 1
            ? {
                label: 'Avpubliser (Flytt til utkast)',
                onClick: () => void act(EDITOR_QUESTIONS.unpublish, () => setPublished(postID, 0), load),
              }
            : { label: 'Publiser', kind: 'primary', onClick: () => void save(1, EDITOR_QUESTIONS.publish) },
        ];

  return (
    <>
      <p className={styles.state}>
        {post.trashed === 1 ? 'Ligger i søppelbøtten' : post.published === 1 ? 'Publisert' : 'Utkast'}
      </p>
      <ArticleForm
        draft={form.draft}
        onDraft={(draft) => setForm({ ...form, draft })}
        titleImage={form.titleImage}
        onTitleImage={(titleImage) => setForm({ ...form, titleImage })}
        gallery={form.gallery}
        onGallery={(gallery) => setForm({ ...form, gallery })}
      />
      <EditorButtons busy={busy} buttons={buttons} />
      {previewing && (
        <ArticlePreview
          draft={form.draft}
          titleImage={form.titleImage}
          writtenByName={post.writtenByName ?? ''}
          editedByName={post.editedByName}
          gallery={form.gallery}
          onClose={() => setPreviewing(false)}
        />
      )}
      {dialog}
    </>
  );
}
