import { useId, useState, type FormEvent } from 'react';
import styles from './EquipmentPlaceholder.module.css';

/** The spec's dummy data (001 §2, Utstyr): six categories with nothing in them yet. */
export const EQUIPMENT_CATEGORIES = ['Hode', 'Overkropp', 'Underkropp', 'Legger', 'Føtter', 'Ekstra'] as const;

export const MONEY_LINES = ['Penger på bok', 'Penger brukt', 'Total verdi'] as const;

/**
 * The 'Utstyr' screen is a placeholder in the spec itself: categories and money lines
 * all at 0, and a to-do list demo. Nothing is stored; the list lives while the page is open.
 */
export function EquipmentPlaceholder() {
  const [todos, setTodos] = useState<{ id: number; text: string }[]>([]);
  const [draft, setDraft] = useState('');
  const inputId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    // Empty (or whitespace-only) text is ignored, as the spec says.
    if (text === '') return;
    setTodos((list) => [...list, { id: (list.at(-1)?.id ?? 0) + 1, text }]);
    setDraft('');
  };

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={`${inputId}-items`}>
        <h2 id={`${inputId}-items`}>Utstyr</h2>
        <ul className={styles.categories}>
          {EQUIPMENT_CATEGORIES.map((category) => (
            <li key={category} className={styles.category}>
              <span className={styles.slot} aria-hidden="true" />
              <span>{category}</span>
              <strong>0</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby={`${inputId}-money`}>
        <h2 id={`${inputId}-money`}>Økonomi</h2>
        <dl className={styles.money}>
          {MONEY_LINES.map((line) => (
            <div key={line}>
              <dt>{line}</dt>
              <dd>0</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby={`${inputId}-todo`}>
        <h2 id={`${inputId}-todo`}>Gjøremål</h2>
        <form className={styles.todoForm} onSubmit={add}>
          <label htmlFor={inputId} className="visually-hidden">
            Nytt gjøremål
          </label>
          <input
            id={inputId}
            placeholder="Nytt gjøremål"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit">Legg til</button>
        </form>
        <ul className={styles.todos} aria-label="Gjøremål">
          {todos.map((todo) => (
            <li key={todo.id}>{todo.text}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
