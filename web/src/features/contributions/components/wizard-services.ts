import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import type { MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import { showToast } from "../../../ui/toast-queue";
import { contributeToTask } from "../api/contribute-to-task";
import { contributionOutbox } from "../api/contribution-outbox";
import { uploadFile, type UploadFile } from "../api/upload-file";
import type { Position } from "../lib/contribution-request";
import { locateDevice } from "../../../lib/locate-device";
import type { OutboxSender } from "../lib/outbox-sender";
import { refusedToast, sentToast } from "./sent-toast";

/** What the wizard needs from outside; stories and tests pass doubles, the page the real ones. */
export interface WizardServices {
  readonly contribute: (taskId: number, request: ContributeRequest, key?: string) => Promise<ContributeResponse>;
  readonly upload: UploadFile;
  readonly locate: () => Promise<Position>;
  /** Where drafts and the offline queue wait (localStorage). */
  readonly storage: Storage;
  readonly isOnline: () => boolean;
  readonly outbox: OutboxSender;
}

export const browserWizardServices = (t: (key: MessageKey, params?: MessageParams) => string): WizardServices => ({
  contribute: contributeToTask,
  upload: uploadFile,
  locate: () => locateDevice(),
  storage: localStorage,
  isOnline: () => navigator.onLine,
  outbox: contributionOutbox((result) => {
    showToast(result.outcome === "sent" ? sentToast(result.answer, t, true) : refusedToast(t));
  }),
});
