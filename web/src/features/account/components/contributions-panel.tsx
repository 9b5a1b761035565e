import type { AccountContribution } from "@kominote/core/schemas/contributions";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { formatInstant } from "@kominote/core/rules/date-format";
import { ReviewStatusBadge } from "../../my-contributions";
import * as account from "./account.css";
import { ContributionEditDialog, type ContributionEditDialogProps } from "./contribution-edit-dialog";
import * as styles from "./contributions.css";

export interface ContributionsPanelProps {
  /** undefined while the list loads. */
  readonly contributions: readonly AccountContribution[] | undefined;
  readonly isError?: boolean;
  readonly save: ContributionEditDialogProps["save"];
}

// Three shapes hint at the list to come without pretending to know its length.
const skeletonRows = [0, 1, 2] as const;

/**
 * The contributions tab: the member's contributions, each with its task, notes, date and review
 * status, and an edit button while no moderator has reviewed it (a reviewed one is final).
 */
export function ContributionsPanel({ contributions, isError = false, save }: ContributionsPanelProps) {
  const { t } = useLanguage();
  const [editing, setEditing] = useState<AccountContribution | null>(null);

  if (isError) return <p role="alert" className={account.empty}>{t("account.contributions.error")}</p>;
  if (contributions === undefined) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t("account.contributions.loading")}</VisuallyHidden>
        <ul className={styles.list} aria-hidden="true">
          {skeletonRows.map((row) => (
            <li key={row} className={styles.skeleton} data-testid="contribution-skeleton" />
          ))}
        </ul>
      </div>
    );
  }
  if (contributions.length === 0) return <p className={account.empty}>{t("account.contributions.empty")}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t("account.contributions.label")}>
        {contributions.map((contribution) => (
          <li key={contribution.id}>
            <ContributionItem contribution={contribution} onEdit={setEditing} />
          </li>
        ))}
      </ul>
      <ContributionEditDialog contribution={editing} onClose={() => setEditing(null)} save={save} />
    </>
  );
}

function ContributionItem({
  contribution,
  onEdit,
}: {
  readonly contribution: AccountContribution;
  readonly onEdit: (contribution: AccountContribution) => void;
}) {
  const { language, t } = useLanguage();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.item}>
      <div className={styles.itemTop}>
        <h3 id={titleId} className={styles.itemTitle}>
          {contribution.taskTitle}
        </h3>
        {contribution.status === "pending" ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t("account.contributions.editLabel", { task: contribution.taskTitle })}
            onPress={() => onEdit(contribution)}
          >
            {t("account.edit")}
          </Button>
        ) : null}
      </div>
      <ReviewStatusBadge status={contribution.status} rejectionReason={null} />
      <p className={styles.notes}>{contribution.notes}</p>
      <div className={styles.meta}>
        <time dateTime={contribution.contributedAt}>{formatInstant(language, contribution.contributedAt)}</time>
        {contribution.hasContactInfo ? <span className={styles.contactBadge}>{t("account.contributions.contactInfo")}</span> : null}
      </div>
    </article>
  );
}
