import type { MessageKey } from "@kominote/core/i18n/messages";
import { useLanguage } from "../../../i18n/language-provider";
import type { Place } from "../api/list-locations";
import * as styles from "./places.css";

const labels: Readonly<Record<Place["status"], MessageKey>> = {
  approved: "places.review.approved",
  pending: "places.review.pending",
  rejected: "places.review.rejected",
};

/** Where a place stands in review: approved, awaiting review, or refused. */
export function ReviewBadge({ status }: { readonly status: Place["status"] }) {
  const { t } = useLanguage();
  return <span className={styles.badge[status]}>{t(labels[status])}</span>;
}
