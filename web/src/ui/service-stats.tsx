import type { MessageKey } from "@kominote/core/i18n/messages";
import type { PublicService } from "@kominote/core/schemas/services";
import { useLanguage } from "../i18n/language-provider";
import { formatCount, pluralForm } from "../lib/plural-form";
import * as styles from "./service-stats.css";

type CountedLabel = "tasks" | "contributors" | "discussions";

/** The task, contributor and discussion counts of a service, each with its plural-aware label. */
export function ServiceStats({ service, tone }: { service: PublicService; tone: "onColor" | "onSurface" }) {
  const { language, t } = useLanguage();
  const label = (name: CountedLabel, count: number): string => {
    const key: MessageKey = `home.services.${name}.${pluralForm(language, count)}`;
    return t(key, { count: formatCount(language, count) });
  };
  return (
    <ul className={styles.stats[tone]}>
      <li className={styles.item[tone]}>{label("tasks", service.taskCount)}</li>
      <li className={styles.item[tone]}>{label("contributors", service.contributorCount)}</li>
      <li className={styles.item[tone]}>{label("discussions", service.discussionCount)}</li>
    </ul>
  );
}
