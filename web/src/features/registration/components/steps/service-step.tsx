import type { PublicService } from "@kominote/core/schemas/services";
import { useId } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { Button } from "../../../../ui/button";
import { Spinner } from "../../../../ui/spinner";
import * as styles from "../../../../ui/wizard-form.css";
import { StepField } from "../../../../ui/step-field";

export type ServicesState =
  | { readonly status: "loading" }
  | { readonly status: "error"; readonly retry: () => void }
  | { readonly status: "ready"; readonly services: readonly PublicService[] };

export interface ServiceStepProps {
  readonly services: ServicesState;
  /** Slug of the chosen service, "" for none yet. */
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (slug: string) => void;
  readonly onBlur: () => void;
}

/** Step 7: the public service the member joins, from the same list the home page shows. */
export function ServiceStep({ services, value, error, onChange, onBlur }: ServiceStepProps) {
  const { t } = useLanguage();
  const id = useId();
  const errorId = useId();
  if (services.status === "loading") return <Spinner />;
  if (services.status === "error") {
    return (
      <div className={styles.field}>
        <p role="alert" className={styles.error}>
          {t("registration.primaryService.loadError")}
        </p>
        <Button variant="secondary" onPress={services.retry} data-step-focus>
          {t("registration.primaryService.retry")}
        </Button>
      </div>
    );
  }
  return (
    <StepField id={id} label={t("registration.primaryService.label")} error={error} errorId={errorId}>
      <select
        id={id}
        data-step-focus
        className={styles.input}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{t("registration.primaryService.choose")}</option>
        {services.services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.name}
          </option>
        ))}
      </select>
    </StepField>
  );
}
