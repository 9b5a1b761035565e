import type { IdeaSummary } from "@kominote/core/schemas/ideas";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { visuallyHidden } from "../../../theme/visually-hidden.css";
import { formatCount } from "../../../lib/plural-form";
import * as styles from "./ideas.css";

/** The voting page's figures: total ideas, total votes, services with ideas. */
export function IdeasSummary({ summary }: { readonly summary: IdeaSummary }) {
  const { language, t } = useLanguage();
  const headingId = useId();
  const figures = [
    ["ideas.summary.ideas", summary.totalIdeas],
    ["ideas.summary.votes", summary.totalVotes],
    ["ideas.summary.services", summary.servicesWithIdeas],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        {t("ideas.summary.label")}
      </h2>
      <dl className={styles.summary}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{t(label)}</dt>
            <dd className={styles.figureValue}>{formatCount(language, value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
