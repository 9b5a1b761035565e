import type { Forum } from "@kominote/core/schemas/forums";
import { useEffect, useId, useRef } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { pinnedFirst } from "../lib/forum-order";
import { ForumCard } from "./forum-card";
import * as styles from "./forums.css";

export interface ForumListProps {
  readonly forums: readonly Forum[];
  readonly onOpen: (forum: Forum) => void;
  readonly onCreate: () => void;
  readonly onReport: (forum: Forum) => void;
  /** Given to moderators and admins only: each forum then has a button that pins or unpins it. */
  readonly onPin?: (forum: Forum) => void;
  /** The forum whose pin change is on its way, if any. */
  readonly pinningId?: number | null;
  /** Back from a thread: focus starts on the list's title again. */
  readonly focusTitle?: boolean;
}

/** A service's forums, pinned ones first, with the way to open a new one. */
export function ForumList({ forums, onOpen, onCreate, onReport, onPin, pinningId = null, focusTitle = false }: ForumListProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelTop}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.heading}>
          {t("forums.list.title")}
        </h2>
        <Button variant="secondary" onPress={onCreate}>
          {t("forums.list.create")}
        </Button>
      </div>
      {forums.length === 0 ? (
        <p className={styles.muted}>{t("forums.list.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {pinnedFirst(forums).map((forum) => (
            <li key={forum.id}>
              <ForumCard forum={forum} onOpen={onOpen} onReport={onReport} onPin={onPin} isPinning={pinningId === forum.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
