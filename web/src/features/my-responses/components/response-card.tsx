import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ForumResponse } from "@kominote/core/schemas/forums";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import * as cards from "../../../ui/card-list.css";
import { formatInstant } from "@kominote/core/rules/date-format";
import { responseTexts } from "../lib/response-card";
import * as styles from "./my-responses.css";

/** One of the member's forum posts: subject, forum, the first three lines, date, likes, and a link to the forum. */
export function ResponseCard({ response }: { readonly response: ForumResponse }) {
  const { language, t } = useLanguage();
  const titleId = useId();
  const texts = responseTexts(response);
  const likesKey: MessageKey = `forums.response.likes.${pluralForm(language, response.likesCount)}`;
  return (
    <article aria-labelledby={titleId} className={cards.card}>
      <h2 id={titleId} className={texts.subject === null ? `${cards.cardTitle} ${cards.fallback}` : cards.cardTitle}>
        {texts.subject ?? t("forums.response.untitled")}
      </h2>
      <p className={texts.content === null ? `${cards.description} ${cards.fallback}` : `${cards.description} ${styles.clamped}`}>
        {texts.content ?? t("forums.response.noContent")}
      </p>
      <dl className={cards.facts}>
        <div className={cards.fact}>
          <dt className={cards.factLabel}>{t("forums.response.forum")}</dt>
          <dd className={cards.factValue}>{response.forum.name}</dd>
        </div>
        <div className={cards.fact}>
          <dt className={cards.factLabel}>{t("forums.response.posted")}</dt>
          <dd className={cards.factValue}>
            <time dateTime={response.createdAt}>{formatInstant(language, response.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {response.likesCount > 0 ? (
        <p className={cards.summary}>{t(likesKey, { count: formatCount(language, response.likesCount) })}</p>
      ) : null}
      <Link to="/forums/$id" params={{ id: response.forum.id }} aria-describedby={titleId}>
        {t("forums.response.open")}
      </Link>
    </article>
  );
}
