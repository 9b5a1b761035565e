import { Suspense, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useCurrentUser } from "../../auth/queries";
import { LiveActivityBarHost } from "../../live-activity";
import { PointsToastHost } from "../../points";
import { loadLiveMessages } from "@kominote/core/i18n/live-messages";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { WithMessages } from "../../../i18n/with-messages";
import { QuietBoundary } from "../../../ui/quiet-boundary";
import { LiveUpdates } from "./live-updates";

// Its texts are not the first paint's: shown once the whole catalog is here, for members only.
const PointsToasts = lazyWithMessages(async () => PointsToastHost);

/**
 * The activity bar just above the footer, wherever this is mounted: in the page's flow, so it never
 * covers the footer's links or the signed-out banner that sticks above it (decision 0029).
 */
function ActivityBarAtTheEnd() {
  const [slot] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    const footer = document.querySelector("footer");
    if (footer === null) document.body.append(slot);
    else footer.before(slot);
    return () => slot.remove();
  }, [slot]);
  return createPortal(
    <QuietBoundary>
      <WithMessages load={loadLiveMessages}>
        <LiveActivityBarHost />
      </WithMessages>
    </QuietBoundary>,
    slot,
  );
}

/**
 * What a page runs in the background: a member's live updates and the points toast they feed, and
 * for everyone the activity bar (one chunk: one lazy import in the first page's JavaScript, not two).
 */
export function MemberLive() {
  const { user } = useCurrentUser();
  return (
    <>
      {user === null ? null : (
        <>
          <LiveUpdates />
          <Suspense>
            <PointsToasts />
          </Suspense>
        </>
      )}
      <ActivityBarAtTheEnd />
    </>
  );
}
