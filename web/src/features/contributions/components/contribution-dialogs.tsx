import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../ui/spinner";

export interface ContributionWizardHostProps {
  readonly task: { readonly id: number; readonly title: string; readonly locationRequired: boolean };
  readonly serviceId: number;
  readonly onClose: () => void;
  readonly onContributed: (answer: ContributeResponse) => void;
}

export interface CallRequestDialogHostProps {
  readonly taskId: number;
  readonly onClose: () => void;
}

// The six-step wizard and the call request (uploads, forms, dialogs) are fetched when first
// opened, so a service's page shows its tasks without waiting for them.
const LazyContributionWizard = lazy(async () => ({
  default: (await import("./contribution-wizard")).ContributionWizard,
}));
const LazyCallRequestDialog = lazy(async () => ({
  default: (await import("./call-request-dialog")).CallRequestDialog,
}));

export function ContributionWizardHost(props: ContributionWizardHostProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyContributionWizard {...props} />
    </Suspense>
  );
}

export function CallRequestDialogHost(props: CallRequestDialogHostProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyCallRequestDialog {...props} />
    </Suspense>
  );
}
