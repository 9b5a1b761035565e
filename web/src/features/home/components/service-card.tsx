import type { PublicService } from "@kominote/core/schemas/services";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { readableBackground } from "../lib/readable-background";
import type { FeaturedService } from "../lib/split-services";
import * as styles from "./service-card.css";
import { ServiceStats } from "./service-stats";

// Intrinsic size of the service pictures (16:9); with it the browser reserves the space before
// the image arrives, so nothing jumps under the reader's finger.
const imageWidth = 640;
const imageHeight = 360;

export interface ServiceCardProps {
  readonly service: FeaturedService;
  /** Cards in the first row are on screen at once and load their image eagerly. */
  readonly eager?: boolean;
  readonly onOpen: (service: PublicService) => void;
}

/** A featured service: a card in the service's colour, its picture, name, description and counts. */
export function ServiceCard({ service, eager = false, onOpen }: ServiceCardProps) {
  const { t } = useLanguage();
  const nameId = useId();
  const descriptionId = useId();
  return (
    <article aria-labelledby={nameId} className={styles.card} style={{ backgroundColor: readableBackground(service.color) }}>
      <img
        className={styles.image}
        src={service.imageUrl}
        alt={service.name}
        width={imageWidth}
        height={imageHeight}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className={styles.body}>
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
        <ServiceStats service={service} tone="onColor" />
        <span className={styles.takePart} aria-hidden="true">
          {t("home.services.takePart")} →
        </span>
      </div>
    </article>
  );
}
