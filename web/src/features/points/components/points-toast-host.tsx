import type { RecentPointEvent } from "@kominote/core/schemas/points";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useRecentPoints } from "../api/list-recent-points";
import { nextPointToast } from "../lib/point-toasts";
import { PointsToast } from "./points-toast";

/** Watches the member's recent points (pushed or polled) and announces each new award. */
export function PointsToastHost() {
  const { language } = useLanguage();
  const { data } = useRecentPoints(language);
  const seen = useRef<ReadonlySet<number> | null>(null);
  const [award, setAward] = useState<RecentPointEvent | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    const step = nextPointToast(seen.current, data);
    seen.current = step.seen;
    if (step.toast !== null) setAward(step.toast);
  }, [data]);
  const clear = useCallback(() => setAward(null), []);
  return <PointsToast award={award} onDone={clear} />;
}
