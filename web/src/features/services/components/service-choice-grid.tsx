import type { PublicService } from "@kominote/core/schemas/services";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { ServiceStats } from "../../../ui/service-stats";
import * as styles from "./service-choice-grid.css";

export interface ServiceChoiceGridProps {
  readonly services: readonly PublicService[];
  /** The service being joined: its button says so, every button waits. */
  readonly pendingServiceId: number | null;
  readonly onChoose: (service: PublicService) => void;
}

/** Every public service with a button to make it the member's main service. */
export function ServiceChoiceGrid({ services, pendingServiceId, onChoose }: ServiceChoiceGridProps) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceChoiceCard
            service={service}
            isPending={pendingServiceId === service.id}
            isDisabled={pendingServiceId !== null}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  );
}

interface ServiceChoiceCardProps {
  readonly service: PublicService;
  readonly isPending: boolean;
  readonly isDisabled: boolean;
  readonly onChoose: (service: PublicService) => void;
}

function ServiceChoiceCard({ service, isPending, isDisabled, onChoose }: ServiceChoiceCardProps) {
  const { t } = useLanguage();
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={styles.card} style={{ borderLeftColor: service.color }}>
      <h2 id={nameId} className={styles.name}>
        {service.name}
      </h2>
      <p className={styles.description}>{service.description}</p>
      <ServiceStats service={service} tone="onSurface" />
      <Button aria-describedby={nameId} isDisabled={isDisabled} isPending={isPending} onPress={() => onChoose(service)}>
        {isPending ? t("services.join.pending") : t("services.choose.button")}
      </Button>
    </article>
  );
}
