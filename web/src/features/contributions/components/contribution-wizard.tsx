import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Dialog } from "../../../ui/dialog";
import { ContributionWizardForm, type WizardStart } from "./contribution-wizard-form";
import { browserWizardServices, type WizardServices } from "./wizard-services";

export interface ContributionWizardProps {
  readonly task: { readonly id: number; readonly title: string; readonly locationRequired: boolean };
  readonly serviceId: number;
  readonly onClose: () => void;
  readonly onContributed: (answer: ContributeResponse) => void;
  /** Doubles for stories and tests; the browser's network, storage and position otherwise. */
  readonly services?: WizardServices;
  /** Start from this state instead of the task's saved draft (stories). */
  readonly initial?: WizardStart;
}

/**
 * The contribution wizard in a modal dialog, for one task of the member's service. Closing it
 * (Escape, the close button, a tap outside) keeps the draft: reopening resumes it.
 * Loaded lazily by the service page, so none of this is in the first JavaScript of any page.
 */
export function ContributionWizard({ task, onClose, onContributed, services, initial }: ContributionWizardProps) {
  const { t } = useLanguage();
  const [resolved] = useState(() => services ?? browserWizardServices(t));
  return (
    <Dialog
      title={t("wizard.title", { task: task.title })}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <ContributionWizardForm
        taskId={task.id}
        locationRequired={task.locationRequired}
        services={resolved}
        {...(initial === undefined ? {} : { initial })}
        onContributed={onContributed}
        onClose={onClose}
      />
    </Dialog>
  );
}

export default ContributionWizard;
