import { useId } from "react";
import type { StaticPageContent, StaticSection } from "@kominote/core/i18n/static-pages/types";
import * as styles from "./static-page-view.css";

/** A static page (about, rules, terms, privacy): title, lead, last change, then its sections. */
export function StaticPageView({ content }: { content: StaticPageContent }) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{content.title}</h1>
        <p className={styles.description}>{content.description}</p>
        {content.lastUpdated !== undefined && <p className={styles.lastUpdated}>{content.lastUpdated}</p>}
      </header>
      {content.sections.map((section) => (
        <StaticPageSection key={section.heading} section={section} />
      ))}
    </article>
  );
}

function StaticPageSection({ section }: { section: StaticSection }) {
  const headingId = useId();
  return (
    <section id={section.anchor} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items !== undefined && section.items.length > 0 && (
        <ul className={styles.list}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
