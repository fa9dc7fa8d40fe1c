import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LINK_ADDRESS, LinkDialog } from './LinkDialog';
import styles from './ArticleEditor.module.css';
import './proseMirror.css';

interface TextEditorProps {
  id: string;
  /** The id of the visible label ('Hovedtekst'), which names the editing surface. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * Only what the server keeps (sanitize.ts): paragraphs, h2–h4, bold, italic, underline,
 * strike, lists, quotes, rules, line breaks, links and our own images. Anything pasted that
 * the schema does not know (styles, classes, scripts, fonts from Word) is dropped on paste.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_ADDRESS.test(url),
      // The server sets rel, and target="_blank" on links that leave the site.
      HTMLAttributes: { rel: null, target: null, class: null },
    },
  }),
  // Stored articles may show uploaded pictures; without this they would be lost on editing.
  Image.configure({ inline: false }),
];

interface ToolState {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
}

const TOOLS: { label: string; active?: keyof ToolState; run: (editor: Editor) => void }[] = [
  { label: 'Fet', active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Kursiv', active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Overskrift', active: 'heading', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Avsnitt', run: (e) => e.chain().focus().setParagraph().run() },
  { label: 'Punktliste', active: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Nummerert liste', active: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Sitat', active: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * A click on a tool leaves the focus and the selection in the text, so typing goes on at
 * once; from the keyboard the tool itself hands the focus back (chain().focus()).
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The editor's document as the HTML the server stores: an empty document is '', and the
 * empty paragraph the editor keeps at the end (to type below a list or a quote) is left out.
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/**
 * The link's answer: one adds or changes the link on the selection (or inserts the address
 * as linked text when nothing is selected), an empty answer removes it.
 */
function applyLink(editor: Editor, href: string) {
  const current = editor.getAttributes('link').href as string | undefined;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href === '') {
    chain.unsetLink().run();
    return;
  }
  if (editor.state.selection.empty && !current) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    return;
  }
  chain.setLink({ href }).run();
}

/**
 * The main text as formatted text (TipTap/ProseMirror), so writers see bold, headings and
 * lists instead of tags. The value in and out is the same HTML string as before; the
 * server sanitizes it anyway, and the preview shows what readers will see.
 */
export function TextEditor({ id, labelId, value, onChange }: TextEditorProps) {
  // The last HTML this editor reported, to tell its own echo from a value set from outside
  // (Nullstill, the stored draft, an article that has just loaded).
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  // The address of the link being edited ('' for a new one) while the link dialog is open.
  const [linking, setLinking] = useState<string | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    // TipTap would add its base rules as a <style> element, which the pages' policy refuses
    // (no inline styles): they are in proseMirror.css instead.
    injectCSS: false,
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      // A pasted page's title (h1) becomes a heading the article may have, as the server does.
      transformPastedHTML: (html) => html.replace(/<(\/?)h1\b/gi, '<$1h2'),
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.richText ?? '',
        spellcheck: 'true',
        lang: 'nb',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      if (html === reported.current) return;
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  return (
    <div className={styles.textEditor}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatering" aria-controls={id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={styles.toolButton}
            aria-pressed={tool.active ? active[tool.active] : undefined}
            onMouseDown={keepFocus}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.toolButton}
          aria-pressed={active.link}
          onClick={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
        >
          Lenke
        </button>
      </div>
      <EditorContent editor={editor} className={styles.editorArea} />
      {linking !== null && (
        <LinkDialog
          current={linking || undefined}
          onDone={(href) => {
            setLinking(null);
            applyLink(editor, href);
          }}
          onClose={() => setLinking(null)}
        />
      )}
    </div>
  );
}
