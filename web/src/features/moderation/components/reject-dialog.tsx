import type { ReviewItem } from "@kominote/core/schemas/moderation";
import { useLanguage } from "../../../i18n/language-provider";
import { ReasonDialog } from "./reason-dialog";

export interface RejectDialogProps {
  /** The submission being rejected; null closes the dialog. */
  readonly item: Pick<ReviewItem, "title"> | null;
  readonly onCancel: () => void;
  /** Sends the rejection; resolves once recorded, rejects when it did not go through. */
  readonly onReject: (reason: string) => Promise<void>;
  /** What the member typed, for stories. */
  readonly initialReason?: string;
}

/** Asks why before rejecting: the reason is required, and its author will read it. */
export function RejectDialog({ item, onCancel, onReject, initialReason = "" }: RejectDialogProps) {
  const { t } = useLanguage();
  return (
    <ReasonDialog
      title={item === null ? null : t("review.reject.title", { title: item.title })}
      hint="review.reject.hint"
      submitLabel="review.reject.submit"
      onCancel={onCancel}
      onSubmit={onReject}
      initialReason={initialReason}
    />
  );
}
