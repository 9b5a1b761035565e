import { formatInstant } from "@kominote/core/rules/date-format";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import { Button } from "../../../ui/button";
import * as styles from "../../../ui/reported-places.css";
import { Fact, placeCardId, reviewTone } from "../../../ui/reported-places";
import type { ConnectionPoint } from "../api/connection-points";
import { connectionStatusLabel, connectionTypeLabel, reviewLabel } from "../lib/connection-kinds";

export interface ConnectionPointCardProps {
  readonly point: ConnectionPoint;
  /** Opens the point for correction; offered where the server says the member may correct it. */
  readonly onEdit?: (point: ConnectionPoint) => void;
}

/**
 * One connection point: its name as the card's heading, its type and whether it is verified, what
 * it is, where, its speed, reliability, whether it is public and free (what it takes to connect only
 * when it is not free), its status and when it was last tested. The member's own refused point
 * says the moderator's reason.
 */
export function ConnectionPointCard({ point, onEdit }: ConnectionPointCardProps) {
  const { t, language } = useLanguage();
  const id = useId();
  return (
    <article id={placeCardId("connection-point", point.id)} tabIndex={-1} className={styles.card} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.cardName}>
        {point.name}
      </h3>
      <div className={styles.badges}>
        <span className={styles.badgeTone.kind}>{t(connectionTypeLabel[point.connectionType])}</span>
        <span className={styles.badgeTone[reviewTone(point.verificationStatus)]}>{t(reviewLabel(point.verificationStatus))}</span>
      </div>
      <p className={styles.description}>{point.description}</p>
      <dl className={styles.facts}>
        <Fact label={t("connectionPoints.card.address")}>{point.address}</Fact>
        <Fact label={t("connectionPoints.card.speed")}>{t("connectionPoints.speedValue", { speed: formatCount(language, point.speed) })}</Fact>
        <Fact label={t("connectionPoints.card.reliability")}>
          {t("connectionPoints.card.reliabilityValue", { value: formatCount(language, point.reliability) })}
        </Fact>
        <Fact label={t("connectionPoints.card.access")}>
          {t(point.isPublic ? "connectionPoints.card.public" : "connectionPoints.card.private")},{" "}
          {t(point.isFree ? "connectionPoints.card.free" : "connectionPoints.card.paid")}
        </Fact>
        {point.isFree || point.requirements === null ? null : <Fact label={t("connectionPoints.card.requirements")}>{point.requirements}</Fact>}
        <Fact label={t("connectionPoints.card.status")}>{t(connectionStatusLabel(point.status))}</Fact>
        <Fact label={t("connectionPoints.card.lastTested")}>
          {point.lastTested === null ? t("connectionPoints.card.notTested") : formatInstant(language, point.lastTested)}
        </Fact>
        <Fact label={t("connectionPoints.card.reportedBy")}>{point.reportedBy}</Fact>
      </dl>
      {point.rejectionReason === null ? null : (
        <p className={styles.reason}>
          <strong>{t("connectionPoints.card.reason")}:</strong> {point.rejectionReason}
        </p>
      )}
      {onEdit === undefined || !point.canEdit ? null : (
        <div className={styles.cardActions}>
          <Button variant="secondary" aria-label={t("connectionPoints.card.editNamed", { name: point.name })} onPress={() => onEdit(point)}>
            {t("connectionPoints.card.edit")}
          </Button>
        </div>
      )}
    </article>
  );
}
