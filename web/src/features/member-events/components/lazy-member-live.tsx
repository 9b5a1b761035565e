import { Suspense } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";

// Members only, and after the first paint: the stream, polling and toast code never reach visitors.
const MemberLive = lazyWithMessages(async () => (await import("./member-live")).MemberLive);

/** The live updates of a signed-in page; mount it once, for a signed-in member only. */
export function LazyMemberLive() {
  return (
    <Suspense fallback={null}>
      <MemberLive />
    </Suspense>
  );
}
