import { Suspense } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";

// After the first paint; a visitor's page loads it too, for the activity bar.
const MemberLive = lazyWithMessages(async () => (await import("./member-live")).MemberLive);

/** The live parts of a page (a member's updates, everyone's activity bar); mount it once. */
export function LazyMemberLive() {
  return (
    // No fallback: nothing shows while it loads.
    <Suspense>
      <MemberLive />
    </Suspense>
  );
}
