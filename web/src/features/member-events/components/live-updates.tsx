import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { currentUserQueryKey } from "../../auth/queries";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useLanguage } from "../../../i18n/language-provider";
import { applyServerEvent } from "../lib/apply-server-event";
import { browserEventStream, eventStreamUrl } from "../lib/event-stream";
import { startLiveUpdates, type OpenEventStream, type PageVisibility } from "../lib/live-updates";
import { documentVisibility } from "../lib/page-visibility";
import { refreshChannel } from "../lib/refresh-channel";

export interface LiveUpdatesProps {
  /** The browser's EventSource by default; tests and stories pass a double. */
  readonly openStream?: OpenEventStream;
  readonly visibility?: PageVisibility;
}

/**
 * One stream (or the polling fallback) per signed-in page, writing into the query cache that the
 * bell, the points bar and the toast read. Renders nothing.
 */
export function LiveUpdates({ openStream, visibility }: LiveUpdatesProps) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  // Read when an event or a poll happens, so each lands in the entry of the language shown.
  const languageNow = useRef(language);
  languageNow.current = language;
  const [given] = useState(() => openStream);
  // The stream's texts are written in the language it was opened with: a new language, a new stream.
  const stream = useMemo(
    () => (given === undefined ? browserEventStream(eventStreamUrl(language)) : given),
    [given, language],
  );
  const [page] = useState(() => visibility ?? documentVisibility());

  useEffect(() => {
    const live = startLiveUpdates({
      openStream: stream,
      visibility: page,
      onEvent: (event) => applyServerEvent(queryClient, languageNow.current, event),
      refresh: (channel) => {
        refreshChannel(queryClient, languageNow.current, channel).catch((error: unknown) => {
          // The session ended while the page sat open: the shell turns signed-out and this stops.
          if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        });
      },
    });
    return live.stop;
  }, [queryClient, stream, page]);
  return null;
}
