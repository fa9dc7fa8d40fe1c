import { RULES_SECTIONS, type RulesSection } from './rulesText';
import styles from './RulesSections.module.css';

/**
 * The rules page's text comes from the engine's own constants through rulesText.ts: what it
 * says about points, captains, boosts and substitutions is what the server computes.
 */
export function RulesSections({ sections = RULES_SECTIONS }: { sections?: readonly RulesSection[] }) {
  return (
    <div className={styles.rules}>
      <nav aria-label="Innhold" className={styles.contents}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#regler-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`regler-${section.id}`}
          className={styles.section}
          aria-labelledby={`regler-${section.id}-tittel`}
        >
          <h2 id={`regler-${section.id}-tittel`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.table && (
            <table className={styles.table}>
              <thead>
                <tr>
                  {section.table.headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.table.rows.map(([factor, points]) => (
                  <tr key={factor}>
                    <th scope="row">{factor}</th>
                    <td>{points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
