import type { MessageKey } from "@kominote/core/i18n/messages";
import { formatPhone } from "@kominote/core/rules/phone";
import { Fragment } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { Button } from "../../../../ui/button";
import type { ContributionDraft } from "../../lib/contribution-draft";
import type { LocationFailure } from "../../../../lib/locate-device";
import { contributionSteps, type ContributionStep } from "../../lib/contribution-steps";
import * as styles from "../contribution-wizard.css";
import { CheckField } from "./check-field";

export type LocationState = "idle" | "finding" | "found" | LocationFailure;

export interface ConfirmStepProps {
  /** The draft with the files already stored. */
  readonly draft: ContributionDraft;
  readonly location: LocationState;
  /** The task asks for a position: no choice to share it, and no sending without it. */
  readonly locationRequired: boolean;
  readonly onShareLocation: (share: boolean) => void;
  readonly onRetryLocation: () => void;
  readonly onEdit: (stepIndex: number) => void;
}

const locationMessages: Readonly<Record<Exclude<LocationState, "idle">, MessageKey>> = {
  finding: "wizard.location.finding",
  found: "wizard.location.found",
  denied: "wizard.location.denied",
  unavailable: "wizard.location.unavailable",
  timeout: "wizard.location.timeout",
  unsupported: "wizard.location.unsupported",
};

const isFailure = (location: LocationState): location is LocationFailure =>
  location !== "idle" && location !== "finding" && location !== "found";

/** Step 6: everything the member is about to send, each part with a way back to change it. */
export function ConfirmStep({ draft, location, locationRequired, onShareLocation, onRetryLocation, onEdit }: ConfirmStepProps) {
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
      {locationRequired ? (
        <p className={styles.summaryValue}>
          <strong>{t("wizard.location.requiredTitle")} </strong>
          {t("wizard.location.required")}
        </p>
      ) : (
        <CheckField label={t("wizard.location.share")} hint={t("wizard.optional")} checked={draft.shareLocation} onChange={onShareLocation} />
      )}
      <p role="status" className={styles.checkHint}>
        {(locationRequired || draft.shareLocation) && location !== "idle" && !isFailure(location) ? t(locationMessages[location]) : ""}
      </p>
      <div role="alert">
        {(locationRequired || draft.shareLocation) && isFailure(location) ? (
          <div className={`${locationRequired ? styles.notice.danger : styles.notice.warning} ${styles.noticeRow}`}>
            <p className={styles.summaryValue}>
              {`${t(locationMessages[location])} ${t(locationRequired ? "wizard.location.cannotSend" : "wizard.location.sendsWithout")}`}
            </p>
            <Button size="sm" variant="secondary" onPress={onRetryLocation}>
              {t("wizard.location.retry")}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
