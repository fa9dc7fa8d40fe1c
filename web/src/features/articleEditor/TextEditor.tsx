import { useRef } from 'react';
import styles from './ArticleEditor.module.css';

interface TextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
}

/** Tags the toolbar wraps around the selection; the server keeps only these and a few more. */
const WRAPS = [
  { label: 'Fet', open: '<strong>', close: '</strong>' },
  { label: 'Kursiv', open: '<em>', close: '</em>' },
  { label: 'Overskrift', open: '<h2>', close: '</h2>' },
  { label: 'Avsnitt', open: '<p>', close: '</p>' },
  { label: 'Punktliste', open: '<ul>\n<li>', close: '</li>\n</ul>' },
] as const;

/**
 * The main text as HTML in a plain text area, with buttons that wrap the selection in a
 * tag. No rich-text dependency: the server sanitizes whatever is written, and the
 * preview shows what readers will see.
 */
export function TextEditor({ id, value, onChange }: TextEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);

  const wrap = (open: string, close: string) => {
    const box = area.current;
    if (!box) return;
    const { selectionStart: start, selectionEnd: end } = box;
    onChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
    // The selection stays on the wrapped text once React has written the new value.
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(start + open.length, end + open.length);
    });
  };

  const link = () => {
    const href = window.prompt('Lenkeadresse (https://…):', 'https://');
    if (href && /^(https?:\/\/|mailto:|\/)/.test(href)) wrap(`<a href="${href.replace(/"/g, '&quot;')}">`, '</a>');
  };

  return (
    <div className={styles.textEditor}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatering">
        {WRAPS.map((item) => (
          <button
            key={item.label}
            type="button"
            className={styles.toolButton}
            onClick={() => wrap(item.open, item.close)}
          >
            {item.label}
          </button>
        ))}
        <button type="button" className={styles.toolButton} onClick={link}>
          Lenke
        </button>
      </div>
      <textarea
        id={id}
        ref={area}
        className={styles.textArea}
        value={value}
        rows={14}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
