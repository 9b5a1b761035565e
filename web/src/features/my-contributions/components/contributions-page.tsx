import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { useDocumentTitle } from "../../static-pages/lib/use-document-title";
import * as styles from "./my-contributions.css";

export interface ContributionsPageProps {
  /** The heading's id, which names the section. */
  readonly titleId: string;
  readonly title: MessageKey;
  readonly backTo: "/" | "/my-contributions";
  readonly back: MessageKey;
  readonly children: ReactNode;
}

/** A page of contributions: the way back, the title (the document's too), then the list or its state. */
export function ContributionsPage({ titleId, title, backTo, back, children }: ContributionsPageProps) {
  const { t } = useLanguage();
  useDocumentTitle(t(title));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Link to={backTo} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t(back)}
      </Link>
      <h1 id={titleId} className={styles.title}>
        {t(title)}
      </h1>
      {children}
    </section>
  );
}
