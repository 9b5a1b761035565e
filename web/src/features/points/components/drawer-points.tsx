import type { UserStats } from "@kominote/core/schemas/points";
import { useLanguage } from "../../../i18n/language-provider";
import { useUserStats } from "../api/get-user-stats";
import { PointsDetails } from "./points-details";
import * as styles from "./points.css";

export interface DrawerPointsViewProps {
  /** undefined until the first answer. */
  readonly stats: UserStats | undefined;
  readonly isError?: boolean;
}

/** On phones the header has no room for the bar: the drawer shows every figure instead. */
export function DrawerPointsView({ stats, isError = false }: DrawerPointsViewProps) {
  const { t } = useLanguage();
  return (
    <section className={styles.drawer} aria-label={t("points.bar.label")}>
      {stats !== undefined ? (
        <PointsDetails stats={stats} />
      ) : (
        <p className={styles.detailsNote} role="status">
          {isError ? t("points.bar.unavailable") : t("points.bar.loading")}
        </p>
      )}
    </section>
  );
}

export function DrawerPoints() {
  const { data, isError } = useUserStats();
  return <DrawerPointsView stats={data} isError={isError} />;
}
