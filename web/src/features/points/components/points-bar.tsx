import { lazy, Suspense } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Spinner } from "../../../ui/spinner";
import { useUserStats } from "../api/get-user-stats";
import { PointsBarView } from "./points-bar-view";

const loadDetails = () => import("./points-details");
const PointsDetails = lazy(async () => ({ default: (await loadDetails()).PointsDetails }));

/** The signed-in member's points bar, from GET /api/user/stats kept fresh by the live updates. */
export function PointsBar() {
  const { t } = useLanguage();
  const { data } = useUserStats();
  // Until the first answer (or if it never comes) the header simply has no bar: nothing to misread.
  if (data === undefined) return null;
  return (
    <PointsBarView
      stats={data}
      onIntent={() => void loadDetails()}
      details={
        <Suspense fallback={<Spinner label={t("points.bar.loading")} />}>
          <PointsDetails stats={data} />
        </Suspense>
      }
    />
  );
}
