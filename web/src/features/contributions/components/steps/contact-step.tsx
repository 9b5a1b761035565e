import { useLanguage } from "../../../../i18n/language-provider";
import { TextStep } from "../../../../ui/text-step";
import type { ContributionDraft } from "../../lib/contribution-draft";
import * as styles from "../contribution-wizard.css";
import { CheckField } from "./check-field";

export interface ContactStepProps {
  readonly draft: ContributionDraft;
  /** Problems by request field (phoneNumber, address, contactNotes), in the interface language. */
  readonly errors: Readonly<Record<string, string>>;
  readonly onShare: (share: boolean) => void;
  readonly onChange: (patch: Partial<ContributionDraft>) => void;
  readonly onBlur: () => void;
}

/**
 * Step 3: contact details, only if the member wants to share them (unticking clears them).
 * Direct contact is offered once there is a number: others may then ask for a call, never see it.
 */
export function ContactStep({ draft, errors, onShare, onChange, onBlur }: ContactStepProps) {
  const { t } = useLanguage();
  const error = (field: string): string | null => errors[field] ?? null;
  return (
    <div className={styles.fieldGroup}>
      <CheckField label={t("wizard.contact.share")} hint={t("wizard.optional")} checked={draft.hasContactInfo} onChange={onShare} />
      {draft.hasContactInfo ? (
        <>
          <TextStep
            label={t("wizard.contact.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+509"
            value={draft.phoneNumber}
            error={error("phoneNumber")}
            onChange={(phoneNumber) => onChange({ phoneNumber })}
            onBlur={onBlur}
          />
          <TextStep
            label={t("wizard.contact.address")}
            type="text"
            autoComplete="street-address"
            value={draft.address}
            error={error("address")}
            onChange={(address) => onChange({ address })}
            onBlur={onBlur}
          />
          <TextStep
            label={t("wizard.contact.notes")}
            type="text"
            autoComplete="off"
            value={draft.contactNotes}
            error={error("contactNotes")}
            onChange={(contactNotes) => onChange({ contactNotes })}
            onBlur={onBlur}
          />
          {draft.phoneNumber.trim() === "" ? null : (
            <CheckField
              label={t("wizard.contact.allowDirect")}
              hint={t("wizard.contact.allowDirectHint")}
              checked={draft.allowDirectContact}
              onChange={(allowDirectContact) => onChange({ allowDirectContact })}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
