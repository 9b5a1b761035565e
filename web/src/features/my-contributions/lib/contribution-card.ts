import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ReviewStatus, TaskContribution } from "@kominote/core/schemas/contributions";

export interface StatusView {
  readonly label: MessageKey;
  readonly text: MessageKey;
  readonly tone: "pending" | "approved" | "rejected";
}

/** Pending waits for review (yellow), approved is accepted; anything else is shown as rejected (red). */
export const statusView = (status: ReviewStatus | string): StatusView => {
  switch (status) {
    case "pending":
      return { label: "contributions.status.pending", text: "contributions.status.pending.text", tone: "pending" };
    case "approved":
      return { label: "contributions.status.approved", text: "contributions.status.approved.text", tone: "approved" };
    default:
      return { label: "contributions.status.rejected", text: "contributions.status.rejected.text", tone: "rejected" };
  }
};

const present = (text: string | null | undefined): string | null =>
  text === null || text === undefined || text.trim() === "" ? null : text;

export interface CardTexts {
  /** null: show the catalog's fallback. */
  readonly title: string | null;
  readonly description: string | null;
  readonly locationName: string | null;
  readonly rejectionReason: string | null;
}

/** The card's texts, each null when missing or blank so the card shows its fallback (or nothing). */
export const cardTexts = (contribution: TaskContribution): CardTexts => ({
  title: present(contribution.task.title),
  description: present(contribution.task.description),
  locationName: present(contribution.location?.name),
  rejectionReason: contribution.status === "rejected" ? present(contribution.rejectionReason) : null,
});
