import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import type { Agency } from "../api/list-agencies";
import * as styles from "./agencies.css";
import { AgencyCard } from "./agency-card";

export interface AgencyListProps {
  readonly agencies: readonly Agency[];
  /** A search or filter narrows the list: an empty list then offers to clear them. */
  readonly filtered: boolean;
  readonly onClearFilters: () => void;
}

/** The card grid, a list a screen reader counts, or the empty state ('no agencies found'). */
export function AgencyList({ agencies, filtered, onClearFilters }: AgencyListProps) {
  const { t } = useLanguage();
  if (agencies.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t("agencies.empty.title")}</p>
        <p className={styles.description}>{t(filtered ? "agencies.empty.filtered" : "agencies.empty.directory")}</p>
        {filtered ? (
          <Button variant="secondary" onPress={onClearFilters}>
            {t("agencies.filter.clear")}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={t("agencies.list")}>
      {agencies.map((agency) => (
        <li key={agency.id}>
          <AgencyCard agency={agency} />
        </li>
      ))}
    </ul>
  );
}
