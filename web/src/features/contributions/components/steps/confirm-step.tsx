import type { MessageKey } from "@kominote/core/i18n/messages";
import { formatPhone } from "@kominote/core/rules/phone";
import { Fragment } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { Button } from "../../../../ui/button";
import type { ContributionDraft } from "../../lib/contribution-draft";
import { contributionSteps, type ContributionStep } from "../../lib/contribution-steps";
import * as styles from "../contribution-wizard.css";
import { CheckField } from "./check-field";

export type LocationState = "idle" | "finding" | "found" | "failed";

export interface ConfirmStepProps {
  /** The draft with the files already stored. */
  readonly draft: ContributionDraft;
  readonly location: LocationState;
  readonly onShareLocation: (share: boolean) => void;
  readonly onEdit: (stepIndex: number) => void;
}

const locationMessages: Readonly<Record<Exclude<LocationState, "idle">, MessageKey>> = {
  finding: "wizard.location.finding",
  found: "wizard.location.found",
  failed: "wizard.location.failed",
};

/** Step 6: everything the member is about to send, each part with a way back to change it. */
export function ConfirmStep({ draft, location, onShareLocation, onEdit }: ConfirmStepProps) {
  const { t } = useLanguage();
  const none = t("wizard.summary.none");
  const contact = draft.hasContactInfo
    ? [formatPhone(draft.phoneNumber.trim()), draft.address, draft.contactNotes].map((part) => part.trim()).filter((part) => part !== "")
    : [];
  const rows: ReadonlyArray<{ readonly step: ContributionStep; readonly label: MessageKey; readonly value: string }> = [
    { step: "description", label: "wizard.summary.description", value: draft.description.trim() },
    { step: "media", label: "wizard.summary.media", value: draft.media.map((file) => file.name).join(", ") },
    {
      step: "contact",
      label: "wizard.summary.contact",
      value: [...contact, ...(draft.allowDirectContact && draft.phoneNumber.trim() !== "" ? [t("wizard.summary.directContact")] : [])].join("\n"),
    },
    { step: "website", label: "wizard.summary.website", value: draft.hasWebsite ? draft.websiteUrl.trim() : "" },
    { step: "pdf", label: "wizard.summary.pdf", value: draft.pdf?.name ?? "" },
  ];
  return (
    <div className={styles.fieldGroup}>
      <dl className={styles.summary} aria-label={t("wizard.summary.label")}>
        {rows.map(({ step, label, value }) => (
          <Fragment key={step}>
            <dt className={styles.summaryTerm}>{t(label)}</dt>
            <dd className={styles.summaryValue}>{value === "" ? none : value}</dd>
            <dd className={styles.summaryValue}>
              <Button size="sm" variant="ghost" onPress={() => onEdit(contributionSteps.indexOf(step))} aria-label={t("wizard.summary.edit", { section: t(label) })}>
                ✎
              </Button>
            </dd>
          </Fragment>
        ))}
      </dl>
      <CheckField label={t("wizard.location.share")} hint={t("wizard.optional")} checked={draft.shareLocation} onChange={onShareLocation} />
      <p role="status" className={styles.checkHint}>
        {draft.shareLocation && location !== "idle" ? t(locationMessages[location]) : ""}
      </p>
    </div>
  );
}
