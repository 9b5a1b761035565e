import { createPortal } from "react-dom";
import { useCurrentUser } from "../../auth/queries";
import { LiveActivityBarHost } from "../../live-activity";
import { PointsToastHost } from "../../points";
import { LiveUpdates } from "./live-updates";

/**
 * The activity bar at the very end of the page, wherever this is mounted: after the footer, it
 * sticks to the bottom of the window while the page scrolls and ends the page, covering nothing.
 */
function ActivityBarAtTheEnd() {
  return createPortal(<LiveActivityBarHost />, document.body);
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
          <PointsToastHost />
        </>
      )}
      <ActivityBarAtTheEnd />
    </>
  );
}
