import { useLanguage } from "../../../../i18n/language-provider";
import { TextStep } from "../../../../ui/text-step";
import * as styles from "../contribution-wizard.css";
import { CheckField } from "./check-field";

export interface WebsiteStepProps {
  readonly hasWebsite: boolean;
  readonly websiteUrl: string;
  readonly error: string | null;
  readonly onToggle: (has: boolean) => void;
  readonly onChange: (websiteUrl: string) => void;
  readonly onBlur: () => void;
}

/** Step 4: an optional web address (http or https only, as the server checks). */
export function WebsiteStep({ hasWebsite, websiteUrl, error, onToggle, onChange, onBlur }: WebsiteStepProps) {
  const { t } = useLanguage();
  return (
    <div className={styles.fieldGroup}>
      <CheckField label={t("wizard.website.has")} hint={t("wizard.optional")} checked={hasWebsite} onChange={onToggle} />
      {hasWebsite ? (
        <TextStep
          label={t("wizard.website.url")}
          type="url"
          autoComplete="url"
          placeholder="https://"
          value={websiteUrl}
          error={error}
          onChange={onChange}
          onBlur={onBlur}
        />
      ) : null}
    </div>
  );
}
