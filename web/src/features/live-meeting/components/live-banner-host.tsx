import { Suspense, useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { useMinuteClock } from "../../../lib/use-minute-clock";
import { QuietBoundary } from "../../../ui/quiet-boundary";
import { useLiveStatus } from "../lib/use-live-status";

// Fetched only once the status says live: a page with no meeting never loads the banner's code.
const LiveBanner = lazyWithMessages(async () => (await import("./live-banner")).LiveBanner);

/** A place at the very top of the page, above the header, for the banner. */
function AtTheTop({ children }: { readonly children: ReactNode }) {
  const [slot] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    document.body.prepend(slot);
    return () => slot.remove();
  }, [slot]);
  return createPortal(children, slot);
}

/** Every page's live meeting banner: nothing while the meeting is off or its status unknown (SPEC 7: a failure means not live). */
export function LiveBannerHost() {
  const { data } = useLiveStatus();
  const now = useMinuteClock();
  if (data?.isLive !== true || data.meetingUrl === null || data.meetingId === null) return null;
  return (
    <AtTheTop>
      <QuietBoundary>
        <Suspense>
          <LiveBanner status={{ ...data, meetingUrl: data.meetingUrl, meetingId: data.meetingId }} now={now} />
        </Suspense>
      </QuietBoundary>
    </AtTheTop>
  );
}
