import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Forum } from "@kominote/core/schemas/forums";
import { useId } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { formatInstant } from "@kominote/core/rules/date-format";
import * as styles from "./forums.css";

export interface ForumCardProps {
  readonly forum: Forum;
  readonly onOpen: (forum: Forum) => void;
  readonly onReport: (forum: Forum) => void;
  /** Given to moderators and admins only: pins the forum, or unpins it when it is pinned. */
  readonly onPin?: (forum: Forum) => void;
  /** While this forum's pin change is on its way. */
  readonly isPinning?: boolean;
}

/**
 * One forum of the list: its title (which opens it), pinned mark, description, creator, date and
 * post count; for moderators, the button that pins or unpins it.
 */
export function ForumCard({ forum, onOpen, onReport, onPin, isPinning = false }: ForumCardProps) {
  const { language, t } = useLanguage();
  const titleId = useId();
  const postsKey: MessageKey = `forums.forum.posts.${pluralForm(language, forum.posts)}`;
  return (
    <article aria-labelledby={titleId} className={forum.isPinned ? styles.pinnedCard : styles.card}>
      <div className={styles.cardTop}>
        <h3 id={titleId} className={styles.cardTitle}>
          <AriaButton className={styles.openButton} onPress={() => onOpen(forum)}>
            {forum.title}
          </AriaButton>
        </h3>
        <div className={styles.cardActions}>
          {onPin === undefined ? null : <PinButton forum={forum} isPending={isPinning} onPin={onPin} />}
          <Button size="sm" variant="ghost" aria-label={t("forums.report.forum", { title: forum.title })} onPress={() => onReport(forum)}>
            {t("forums.report.action")}
          </Button>
        </div>
      </div>
      {forum.isPinned ? <span className={styles.pinned}>{t("forums.forum.pinned")}</span> : null}
      {forum.description === null || forum.description.trim() === "" ? null : <p className={styles.text}>{forum.description}</p>}
      <p className={styles.meta}>
        {t("forums.forum.byOn", { name: forum.creator.fullName, date: formatInstant(language, forum.createdAt) })}
        {" · "}
        {t(postsKey, { count: formatCount(language, forum.posts) })}
      </p>
    </article>
  );
}

/** Names the forum it acts on, since every card has one; while pending, its label says so. */
function PinButton({ forum, isPending, onPin }: { readonly forum: Forum; readonly isPending: boolean; readonly onPin: (forum: Forum) => void }) {
  const { t } = useLanguage();
  const title = { title: forum.title };
  let label: string;
  let text: string;
  if (isPending) {
    label = t("forums.pin.pendingForum", title);
    text = t("forums.pin.pending");
  } else if (forum.isPinned) {
    label = t("forums.unpin.forum", title);
    text = t("forums.unpin.action");
  } else {
    label = t("forums.pin.forum", title);
    text = t("forums.pin.action");
  }
  return (
    <Button size="sm" variant="ghost" isPending={isPending} aria-label={label} onPress={() => onPin(forum)}>
      {text}
    </Button>
  );
}
