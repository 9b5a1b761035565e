import type { MessageKey } from "@kominote/core/i18n/messages";
import type { PublicService } from "@kominote/core/schemas/services";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { splitServices } from "../lib/split-services";
import { CompactServiceCard, ServiceCard } from "./service-card";
import * as styles from "./services-grid.css";

export interface ServicesGridProps {
  readonly services: readonly PublicService[];
  /** Members see the services without a picture; visitors are asked to sign in for them. */
  readonly signedIn: boolean;
  readonly onOpenService: (service: PublicService) => void;
  readonly onRequestSignIn: () => void;
}

// Cards of the first row of the widest layout may be on screen at load; later ones wait.
const eagerCards = 3;

/** The featured services as coloured cards, then the "+N public services" toggle for the rest. */
export function ServicesGrid({ services, signedIn, onOpenService, onRequestSignIn }: ServicesGridProps) {
  const { language, t } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const hiddenAreaId = useId();
  const { featured, hidden } = splitServices(services);

  if (services.length === 0) return <p className={styles.empty}>{t("home.services.empty")}</p>;

  const toggleKey: MessageKey = `home.hidden.${signedIn ? "more" : "signInToSee"}.${pluralForm(language, hidden.length)}`;

  return (
    <>
      {featured.length > 0 && (
        <ul className={styles.featured}>
          {featured.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} eager={index < eagerCards} onOpen={onOpenService} />
            </li>
          ))}
        </ul>
      )}
      {hidden.length > 0 && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={hiddenAreaId}
            onPress={() => setExpanded((open) => !open)}
          >
            {t(toggleKey, { count: formatCount(language, hidden.length) })}
          </Button>
          <div id={hiddenAreaId} className={styles.hiddenArea} hidden={!expanded}>
            {expanded &&
              (signedIn ? (
                <ul className={styles.compact}>
                  {hidden.map((service) => (
                    <li key={service.id}>
                      <CompactServiceCard service={service} onOpen={onOpenService} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={styles.membersOnly}>
                  <p>{t("home.hidden.membersOnly")}</p>
                  <Button onPress={onRequestSignIn}>{t("home.signIn")}</Button>
                </div>
              ))}
          </div>
        </div>
      )}
    </>
  );
}
