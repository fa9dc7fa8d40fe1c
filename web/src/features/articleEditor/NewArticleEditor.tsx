import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { authorDisplayName } from '@vsf/engine';
import { type EditorArticle } from '@vsf/contract';
import { currentUserAtom } from '../../store/session';
import { ApiRefusal, useApiQuery } from '../../api/useApiQuery';
import { loadArticle } from './articleApi';
import { ArticleForm } from './ArticleForm';
import { ArticlePreview } from './ArticlePreview';
import { newArticleDraftAtom, newArticlePostIdAtom } from './atoms';
import { draftProblem, emptyDraft } from './draft';
import { EditorButtons } from './EditorButtons';
import { emptyGallery, saveArticle, storedTitleImage, type Gallery, type TitleImage } from './saveArticle';
import { EDITOR_QUESTIONS, EDITOR_TEXTS } from './texts';
import { useConfirmDialog } from '../../ui/useConfirmDialog';

/** /admin/newArticle (002 §2.6): Nullstill, Lagre utkast, Forhåndsvisning, Publiser. */
export function NewArticleEditor() {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const [draft, setDraft] = useAtom(newArticleDraftAtom);
  const [postID, setPostID] = useAtom(newArticlePostIdAtom);
  const [titleImage, setTitleImage] = useState<TitleImage>({ kind: 'none' });
  const [gallery, setGallery] = useState<Gallery>(emptyGallery);
  const [busy, setBusy] = useState(false);
  const { confirm, notify, dialog } = useConfirmDialog();
  const [previewing, setPreviewing] = useState(false);

  // A draft saved in an earlier visit: its pictures are on the server, so show them; if it
  // has since been published or trashed elsewhere, this form starts a new article instead.
  // Only the draft the page opened with: later saves update the form themselves.
  const [openedWith] = useState(postID);
  const [storedShown, setStoredShown] = useState(false);
  const stored = useApiQuery('getPostForAdmin', openedWith === null ? null : { postID: openedWith });
  useEffect(() => {
    // A fresh answer, not one cached by another view, and only once.
    if (storedShown || !stored.isFetchedAfterMount || stored.isFetching) return;
    setStoredShown(true);
    const saved = stored.data;
    if (stored.error instanceof ApiRefusal || (saved && (saved.post.published === 1 || saved.post.trashed === 1)))
      return setPostID(null);
    if (saved) showStored(saved);
    // showStored only sets this form's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.isFetchedAfterMount, stored.isFetching, stored.data, stored.error, storedShown]);

  const showStored = (saved: EditorArticle) => {
    setGallery({ stored: saved.albumGallery, removed: [], added: [] });
    setTitleImage(storedTitleImage(saved.post));
  };

  const clear = () => {
    setDraft(emptyDraft());
    setPostID(null);
    setTitleImage({ kind: 'none' });
    setGallery(emptyGallery());
  };

  const save = async (published: 0 | 1) => {
    const problem = draftProblem(draft);
    if (problem) return void notify(problem);
    if (published === 1 && !(await confirm(EDITOR_QUESTIONS.publish))) return;
    setBusy(true);
    try {
      const outcome = await saveArticle({ postID, draft, published, titleImage, gallery });
      if (outcome.postID !== null) setPostID(outcome.postID);
      await notify(outcome.msg);
      if (outcome.ok && published === 1) {
        clear();
        navigate('/admin/editArticle');
        return;
      }
      // The pictures now live on the server: show them as stored, so a second save does not add them again.
      if (outcome.postID !== null) {
        const saved = await loadArticle(outcome.postID);
        if (saved.success) showStored(saved);
      }
    } catch (error) {
      console.error(error);
      void notify(EDITOR_TEXTS.unavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ArticleForm
        draft={draft}
        onDraft={setDraft}
        titleImage={titleImage}
        onTitleImage={setTitleImage}
        gallery={gallery}
        onGallery={setGallery}
      />
      <EditorButtons
        busy={busy}
        buttons={[
          { label: 'Nullstill', onClick: () => void confirm(EDITOR_QUESTIONS.reset).then((yes) => yes && clear()) },
          { label: 'Lagre utkast', onClick: () => void save(0) },
          { label: 'Forhåndsvisning', onClick: () => setPreviewing(true) },
          { label: 'Publiser', onClick: () => void save(1), kind: 'primary' },
        ]}
      />
      {previewing && (
        <ArticlePreview
          draft={draft}
          titleImage={titleImage}
          writtenByName={user ? authorDisplayName(user) : ''}
          editedByName={null}
          gallery={gallery}
          onClose={() => setPreviewing(false)}
        />
      )}
      {dialog}
    </>
  );
}
