import { relativeTime } from "@kominote/core/rules/relative-time";
import { hideableKinds, reviewKinds, type AuditEntry } from "@kominote/core/schemas/moderation";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Link } from "../../../ui/link";
import * as styles from "./moderation.css";

export interface AuditLogViewProps {
  /** undefined while the first page is awaited. */
  readonly entries: readonly AuditEntry[] | undefined;
  readonly isError?: boolean;
  readonly now: Date;
  /** Set when older entries can be loaded. */
  readonly onLoadMore?: () => void;
  readonly isLoadingMore?: boolean;
}

/** The kinds of things a decision can be about that have a name in the catalog. */
const namedKinds = [...reviewKinds, ...hideableKinds, "announcement", "exchangeRates"] as const;
type NamedKind = (typeof namedKinds)[number];
const isNamedKind = (kind: string): kind is NamedKind => (namedKinds as readonly string[]).includes(kind);

/** The moderation decisions, newest first: when, who, what, on what, and why. */
export function AuditLogView({ entries, isError = false, now, onLoadMore, isLoadingMore = false }: AuditLogViewProps) {
  const { t } = useLanguage();
  if (entries === undefined) {
    return isError ? (
      <p className={styles.status} role="alert">
        {t("review.audit.error")}
      </p>
    ) : (
      <p className={styles.status} role="status">
        {t("review.audit.loading")}
      </p>
    );
  }
  if (entries.length === 0) return <p className={styles.status}>{t("review.audit.empty")}</p>;
  return (
    <div className={styles.form}>
      {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t("review.audit.caption")}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t("review.audit.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>{t("review.audit.when")}</th>
              <th scope="col" className={styles.cell}>{t("review.audit.who")}</th>
              <th scope="col" className={styles.cell}>{t("review.audit.what")}</th>
              <th scope="col" className={styles.cell}>{t("review.audit.target")}</th>
              <th scope="col" className={styles.cell}>{t("review.audit.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const ago = relativeTime(new Date(entry.createdAt), now);
              return (
                <tr key={entry.id}>
                  <td className={styles.cell}>
                    <time dateTime={entry.createdAt}>{t(ago.key, ago.params)}</time>
                  </td>
                  <td className={styles.cell}>{entry.actor.fullName}</td>
                  <td className={styles.cell}>{t(`review.audit.action.${entry.action}`)}</td>
                  <td className={styles.cell}>
                    <AuditTarget entry={entry} />
                  </td>
                  <td className={styles.cell}>{entry.reason ?? ""}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {onLoadMore === undefined ? null : (
        <div>
          <Button variant="secondary" onPress={onLoadMore} isPending={isLoadingMore}>
            {t("review.audit.more")}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * What a decision was about, in words the server sent (a task's title, a post's first words), with
 * its kind, and a link to where it is shown; never an id. A target that is gone says so.
 */
function AuditTarget({ entry }: { readonly entry: AuditEntry }) {
  const { t } = useLanguage();
  if (entry.targetKind === null) return null;
  // A kind this screen has no name for (a newer server) is left unnamed rather than shown as a code.
  const kind = isNamedKind(entry.targetKind) ? t(`review.kind.${entry.targetKind}`) : "";
  if (entry.targetRemoved) return <>{t("review.audit.removed", { kind })}</>;
  if (entry.targetLabel === null) return <>{kind}</>;
  const page = entry.targetPage;
  const label =
    page === null ? (
      entry.targetLabel
    ) : (
      <Link to={page.kind === "forum" ? "/forums/$id" : "/tasks/$id"} params={{ id: page.id }}>
        {entry.targetLabel}
      </Link>
    );
  return (
    <>
      {kind === "" ? null : <span className={styles.targetKind}>{kind}: </span>}
      {label}
    </>
  );
}
