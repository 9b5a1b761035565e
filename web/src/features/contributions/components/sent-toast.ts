import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import type { MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import type { ToastContent } from "../../../ui/toast-queue";

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The thanks after a contribution: the points it earned when there are any, else that it awaits review. */
export const sentToast = (answer: ContributeResponse, t: Translate, later = false): ToastContent => ({
  title: t(later ? "wizard.sentLater.title" : "wizard.sent.title"),
  description: answer.pointsAwarded > 0 ? t("wizard.sent.points", { points: answer.pointsAwarded }) : t("wizard.sent.review"),
  tone: "success",
});

/** Said when a contribution kept on the device was refused while its wizard was closed. */
export const refusedToast = (t: Translate): ToastContent => ({
  title: t("wizard.refused.title"),
  description: t("wizard.refused.text"),
  tone: "danger",
});
