import type { PublicService } from "@kominote/core/schemas/services";
import { useId, type CSSProperties, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { readableBackground } from "../../../lib/readable-background";
import type { FeaturedService } from "../lib/split-services";
import * as styles from "./service-card.css";
import { ServiceStats } from "../../../ui/service-stats";

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
  return (
    <ServiceCardBody
      service={service}
      look="featured"
      style={{ backgroundColor: readableBackground(service.color) }}
      onOpen={onOpen}
      picture={
        <img
          className={styles.image}
          src={service.imageUrl}
          alt={service.name}
          width={imageWidth}
          height={imageHeight}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      }
    >
      <span className={styles.takePart} aria-hidden="true">
        {t("home.services.takePart")} →
      </span>
    </ServiceCardBody>
  );
}

export interface CompactServiceCardProps {
  readonly service: PublicService;
  readonly onOpen: (service: PublicService) => void;
}

/** A service without a picture, shown to members as a smaller card edged with its colour. */
export function CompactServiceCard({ service, onOpen }: CompactServiceCardProps) {
  return <ServiceCardBody service={service} look="compact" style={{ borderLeftColor: service.color }} onOpen={onOpen} />;
}

interface ServiceCardBodyProps {
  readonly service: PublicService;
  readonly look: "featured" | "compact";
  readonly style: CSSProperties;
  readonly onOpen: (service: PublicService) => void;
  readonly picture?: ReactNode;
  readonly children?: ReactNode;
}

/** What every service card has: its name as the button covering the card, its description and its counts. */
function ServiceCardBody({ service, look, style, onOpen, picture, children }: ServiceCardBodyProps) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <article aria-labelledby={nameId} className={styles.card[look]} style={style}>
      {picture}
      <div className={styles.body[look]}>
        <h3 id={nameId} className={styles.name[look]}>
          <button
            type="button"
            className={styles.cardButton}
            aria-describedby={descriptionId}
            onClick={() => onOpen(service)}
          >
            {service.name}
          </button>
        </h3>
        <p id={descriptionId} className={styles.description[look]}>
          {service.description}
        </p>
        <ServiceStats service={service} tone={look === "featured" ? "onColor" : "onSurface"} />
        {children}
      </div>
    </article>
  );
}
