import type { ReactNode } from "react";
import { useDocumentTitle } from "../../../lib/use-document-title";
import * as styles from "../../../ui/card-list.css";

export interface ContributionsPageProps {
  /** The heading's id, which names the section. */
  readonly titleId: string;
  /** The title as the reader reads it (the document's too). */
  readonly title: string;
  /** The way back, a link styled with `backLink`; none while it is not known yet. */
  readonly back: ReactNode;
  readonly children: ReactNode;
}

/** The class of a page's way back, with its arrow. */
export const backLink = styles.back;

/** A page of contributions: the way back, the title (the document's too), then the list or its state. */
export function ContributionsPage({ titleId, title, back, children }: ContributionsPageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {back}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The arrow before a way back, hidden from screen readers (the link's text says where it leads). */
export function BackArrow() {
  return <span aria-hidden="true">← </span>;
}
