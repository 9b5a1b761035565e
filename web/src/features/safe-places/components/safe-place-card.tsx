import { formatInstant } from "@kominote/core/rules/date-format";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import { Button } from "../../../ui/button";
import * as styles from "../../../ui/reported-places.css";
import { Fact, placeCardId, reviewTone } from "../../../ui/reported-places";
import type { SafePlace } from "../api/safe-places";
import { categoryLabel, verificationLabel } from "../lib/safe-place-kinds";

export interface SafePlaceCardProps {
  readonly place: SafePlace;
  /** Opens the place for correction; offered on the member's own places only. */
  readonly onEdit?: (place: SafePlace) => void;
}

/**
 * One safe place: its name as the card's heading, its category and whether it is verified, what it
 * is, where, how safe members rate it, its keywords, who reported it and when (Creole dates from
 * the catalogs). The member's own refused place says the moderator's reason.
 */
export function SafePlaceCard({ place, onEdit }: SafePlaceCardProps) {
  const { t, language } = useLanguage();
  const id = useId();
  return (
    <article id={placeCardId("safe-place", place.id)} tabIndex={-1} className={styles.card} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.cardName}>
        {place.name}
      </h3>
      <div className={styles.badges}>
        <span className={styles.badgeTone.kind}>{t(categoryLabel[place.category])}</span>
        <span className={styles.badgeTone[reviewTone(place.verificationStatus)]}>{t(verificationLabel(place.verificationStatus))}</span>
      </div>
      <p className={styles.description}>{place.description}</p>
      <dl className={styles.facts}>
        <Fact label={t("safePlaces.card.address")}>{place.address}</Fact>
        <Fact label={t("safePlaces.card.rating")}>{t("safePlaces.card.ratingValue", { rating: formatCount(language, place.safetyRating) })}</Fact>
        <Fact label={t("safePlaces.card.reportedBy")}>{place.reportedBy}</Fact>
        <Fact label={t("safePlaces.card.reportedAt")}>{formatInstant(language, place.reportedAt)}</Fact>
        <Fact label={t("safePlaces.card.lastUpdated")}>{formatInstant(language, place.lastUpdated)}</Fact>
      </dl>
      {place.tags.length === 0 ? null : (
        <ul className={styles.tags} aria-label={t("safePlaces.card.tags")}>
          {place.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {place.rejectionReason === null ? null : (
        <p className={styles.reason}>
          <strong>{t("safePlaces.card.reason")}:</strong> {place.rejectionReason}
        </p>
      )}
      {onEdit === undefined || !place.canEdit ? null : (
        <div className={styles.cardActions}>
          <Button variant="secondary" aria-label={t("safePlaces.card.editNamed", { name: place.name })} onPress={() => onEdit(place)}>
            {t("safePlaces.card.edit")}
          </Button>
        </div>
      )}
    </article>
  );
}
