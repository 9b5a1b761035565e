import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useCurrentUser } from "../../auth/queries";
import { useLanguage } from "../../../i18n/language-provider";
import { onPushedActivity, publicEventStreams } from "../../../lib/public-events/public-event-stream";
import { liveActivityPollMs, liveActivityQueryKey, liveActivityQueryOptions } from "../api/get-live-activity";
import { useMinuteClock } from "../../../lib/use-minute-clock";
import { readCollapsed, writeCollapsed } from "../lib/collapsed-storage";
import { LiveActivityBarView } from "./live-activity-bar";

/**
 * The bar with its data (mounted by the page's live parts, which load the whole catalog first): pushed by the event stream (a member's own stream writes it into the
 * query; a visitor's tab opens the public stream), polled every 30 s while no stream is open.
 * Nothing shows until the first answer: the bar never shows made-up figures.
 */
export function LiveActivityBarHost() {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  const [streamOpen, setStreamOpen] = useState(false);
  const now = useMinuteClock();
  const [collapsed, setCollapsed] = useState(readCollapsed);

  // A member's page has its own stream (member-events), which hands the activity on.
  useEffect(() => onPushedActivity((activity) => queryClient.setQueryData(liveActivityQueryKey(language), activity)), [queryClient, language]);

  useEffect(() => {
    if (signedIn || isLoading) return;
    const stop = publicEventStreams.listen(language, {
      onEvent: (event) => {
        if (event.type === "liveActivity") queryClient.setQueryData(liveActivityQueryKey(language), event.data);
      },
      onConnection: setStreamOpen,
    });
    return () => {
      stop?.();
      setStreamOpen(false);
    };
  }, [signedIn, isLoading, language, queryClient]);

  const { data } = useQuery({ ...liveActivityQueryOptions(language), refetchInterval: streamOpen ? false : liveActivityPollMs });
  if (data === undefined) return null;
  return (
    <LiveActivityBarView
      activity={data}
      now={now}
      collapsed={collapsed}
      onToggle={() => {
        setCollapsed((was) => {
          writeCollapsed(!was);
          return !was;
        });
      }}
    />
  );
}

