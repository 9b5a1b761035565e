import { loadLiveMessages } from "@kominote/core/i18n/live-messages";
import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { WithMessages } from "../../../i18n/with-messages";
import { useMinuteClock } from "../../../lib/use-minute-clock";
import { QuietBoundary } from "../../../ui/quiet-boundary";
import { useLiveStatus } from "../lib/use-live-status";

// Fetched only once the status says live: a page with no meeting never loads the banner's code.
// Its texts are the live namespace's, fetched on their own rather than with the whole catalog.
const LiveBanner = lazy(async () => ({ default: (await import("./live-banner")).LiveBanner }));

/** A place at the very top of the page, above the header, for the banner. */
function AtTheTop({ children }: { readonly children: ReactNode }) {
  const [slot] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    document.body.prepend(slot);
    return () => slot.remove();
  }, [slot]);
  return createPortal(children, slot);
}

/** Every other page's live meeting banner: nothing while the meeting is off or its status unknown (SPEC 7: a failure means not live). */
export function LiveBannerHost() {
  const { data } = useLiveStatus();
  const now = useMinuteClock();
  // The meeting's own page shows all the banner says, and on a phone the banner took a third of it.
  const onMeetingPage = useRouterState({ select: (state) => state.location.pathname === "/live-meeting" });
  if (onMeetingPage || data?.isLive !== true || data.meetingUrl === null || data.meetingId === null) return null;
  return (
    <AtTheTop>
      <QuietBoundary>
        <Suspense>
          <WithMessages load={loadLiveMessages}>
            <LiveBanner status={{ ...data, meetingUrl: data.meetingUrl, meetingId: data.meetingId }} now={now} />
          </WithMessages>
        </Suspense>
      </QuietBoundary>
    </AtTheTop>
  );
}
