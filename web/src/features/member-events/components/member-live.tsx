import { Suspense, useEffect } from "react";
import { useCurrentUser } from "../../auth/queries";
import { LiveActivityBarHost } from "../../live-activity";
import { LiveBannerHost } from "../../live-meeting";
import { PointsToastHost } from "../../points";
import { loadLiveMessages } from "@kominote/core/i18n/live-messages";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { signedInMember } from "../../../lib/outbox/signed-in-member";
import { OfflineHost } from "../../../lib/service-worker/offline-host";
import { WithMessages } from "../../../i18n/with-messages";
import { PlacedBeside } from "../../../ui/placed-beside";
import { QuietBoundary } from "../../../ui/quiet-boundary";
import { LiveUpdates } from "./live-updates";

// Its texts are not the first paint's: shown once the whole catalog is here, for members only.
const PointsToasts = lazyWithMessages(async () => PointsToastHost);

/**
 * The activity bar just above the footer, wherever this is mounted: in the page's flow, so it never
 * covers the footer's links or the signed-out banner that sticks above it (decision 0029).
 */
function ActivityBarAtTheEnd() {
  return (
    <PlacedBeside selector="footer" side="before">
      <QuietBoundary>
        <WithMessages load={loadLiveMessages}>
          <LiveActivityBarHost />
        </WithMessages>
      </QuietBoundary>
    </PlacedBeside>
  );
}

/**
 * What a page runs in the background: a member's live updates and the points toast they feed, and
 * for everyone the activity bar, the live meeting's banner and working offline (the service worker
 * and the offline notice): one chunk, one lazy import in the first page's JavaScript, not several;
 * the banner's own code comes only when a meeting is live. It also tells the outbox who is signed
 * in: on a shared phone, each member's screens list only their own waiting entries, a visitor's none.
 */
export function MemberLive() {
  const { user } = useCurrentUser();
  const memberId = user?.id ?? null;
  useEffect(() => {
    signedInMember.set(memberId);
  }, [memberId]);
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
      <QuietBoundary>
        <LiveBannerHost />
      </QuietBoundary>
      <ActivityBarAtTheEnd />
      <QuietBoundary>
        <OfflineHost />
      </QuietBoundary>
    </>
  );
}
