import { useLanguage } from "../../../i18n/language-provider";
import { visuallyHidden } from "../../../theme/visually-hidden.css";
import * as grid from "./services-grid.css";
import * as styles from "./services-skeleton.css";

// As many shapes as one row of the widest layout: enough to show the page's structure.
const shapes = [0, 1, 2] as const;

/** Card-shaped placeholders while the services load; screen readers hear the loading message. */
export function ServicesSkeleton() {
  const { t } = useLanguage();
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>{t("home.services.loading")}</span>
      <ul className={grid.featured} aria-hidden="true">
        {shapes.map((shape) => (
          <li key={shape} className={styles.block} />
        ))}
      </ul>
    </div>
  );
}
