import { PointsToastHost } from "../../points";
import { LiveUpdates } from "./live-updates";

/** What a signed-in page runs in the background: the live updates and the points toast they feed. */
export function MemberLive() {
  return (
    <>
      <LiveUpdates />
      <PointsToastHost />
    </>
  );
}
