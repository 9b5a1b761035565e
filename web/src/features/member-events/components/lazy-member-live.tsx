import { lazy, Suspense } from "react";

// After the first paint; a visitor's page loads it too, for the activity bar, which fetches its
// own few texts: the whole catalog is fetched only for a member's points toast.
const MemberLive = lazy(async () => ({ default: (await import("./member-live")).MemberLive }));

/** The live parts of a page (a member's updates, everyone's activity bar); mount it once. */
export function LazyMemberLive() {
  return (
    // No fallback: nothing shows while it loads.
    <Suspense>
      <MemberLive />
    </Suspense>
  );
}
