import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ForumResponse } from "@kominote/core/schemas/forums";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import * as styles from "../../../ui/card-list.css";
import { ResponseCard } from "./response-card";

/** The member's forum posts: how many in all, then each card, or the invitation to take part. */
export function MyResponsesList({ responses }: { readonly responses: readonly ForumResponse[] }) {
  const { language, t } = useLanguage();
  if (responses.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t("forums.responses.empty")}</h2>
        <p>{t("forums.responses.emptyText")}</p>
        <Link to="/" look="button">
          {t("forums.responses.emptyLink")}
        </Link>
      </div>
    );
  }
  const summaryKey: MessageKey = `forums.responses.summary.${pluralForm(language, responses.length)}`;
  return (
    <>
      <p className={styles.summary}>{t(summaryKey, { count: formatCount(language, responses.length) })}</p>
      <ul className={styles.list}>
        {responses.map((response) => (
          <li key={response.id}>
            <ResponseCard response={response} />
          </li>
        ))}
      </ul>
    </>
  );
}
