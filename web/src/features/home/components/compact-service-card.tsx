import type { PublicService } from "@kominote/core/schemas/services";
import { useId } from "react";
import * as styles from "./compact-service-card.css";
import { ServiceStats } from "./service-stats";

export interface CompactServiceCardProps {
  readonly service: PublicService;
  readonly onOpen: (service: PublicService) => void;
}

/** A service without a picture, shown to members as a smaller card edged with its colour. */
export function CompactServiceCard({ service, onOpen }: CompactServiceCardProps) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <article aria-labelledby={nameId} className={styles.card} style={{ borderLeftColor: service.color }}>
      <h3 id={nameId} className={styles.name}>
        <button
          type="button"
          className={styles.cardButton}
          aria-describedby={descriptionId}
          onClick={() => onOpen(service)}
        >
          {service.name}
        </button>
      </h3>
      <p id={descriptionId} className={styles.description}>
        {service.description}
      </p>
      <ServiceStats service={service} tone="onSurface" />
    </article>
  );
}
