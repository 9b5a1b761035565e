import type { MessageKey } from "@kominote/core/i18n/messages";
import type { PublicService } from "@kominote/core/schemas/services";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { readableBackground } from "../../../lib/readable-background";
import * as styles from "./service-header.css";

/** The top of a service's page, in the service's colour: its name, what it is about, and its counts. */
export function ServiceHeader({ service }: { readonly service: PublicService }) {
  const { language, t } = useLanguage();
  const counted = (name: "contributors" | "discussions", count: number): string => {
    const key: MessageKey = `services.header.${name}.${pluralForm(language, count)}`;
    return t(key, { count: formatCount(language, count) });
  };
  return (
    <header className={styles.header} style={{ backgroundColor: readableBackground(service.color) }}>
      <div className={styles.content}>
        <h1 className={styles.name}>{service.name}</h1>
        <p className={styles.description}>{service.description}</p>
        <ul className={styles.counts}>
          <li className={styles.count}>{counted("contributors", service.contributorCount)}</li>
          <li className={styles.count}>{counted("discussions", service.discussionCount)}</li>
        </ul>
      </div>
    </header>
  );
}
