import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import type { MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import { showToast } from "../../../ui/toast-queue";
import { contributeToTask } from "../api/contribute-to-task";
import { contributionOutbox } from "../api/contribution-outbox";
import { uploadFile, type UploadFile } from "../api/upload-file";
import type { Position } from "../lib/contribution-request";
import { locateDevice } from "../../../lib/locate-device";
import type { ContributionOutbox, OutboxResult } from "../lib/contribution-outbox";
import { refusedToast, sentToast } from "./sent-toast";

/** What the wizard needs from outside; stories and tests pass doubles, the page the real ones. */
export interface WizardServices {
  readonly contribute: (taskId: number, request: ContributeRequest, key?: string) => Promise<ContributeResponse>;
  readonly upload: UploadFile;
  readonly locate: () => Promise<Position>;
  /** Where drafts wait (localStorage). */
  readonly storage: Storage;
  readonly isOnline: () => boolean;
  /** The device's outbox (IndexedDB), where a contribution waits for the connection (decision 0034). */
  readonly outbox: ContributionOutbox;
}

/** Says what became of a contribution sent while its wizard was closed. */
export const unwatchedToast =
  (t: (key: MessageKey, params?: MessageParams) => string) =>
  (result: OutboxResult): void =>
    void showToast(result.outcome === "sent" ? sentToast(result.answer, t, true) : refusedToast(t));

export const browserWizardServices = (t: (key: MessageKey, params?: MessageParams) => string): WizardServices => ({
  contribute: contributeToTask,
  upload: uploadFile,
  locate: () => locateDevice(),
  storage: localStorage,
  isOnline: () => navigator.onLine,
  outbox: contributionOutbox(unwatchedToast(t)),
});
