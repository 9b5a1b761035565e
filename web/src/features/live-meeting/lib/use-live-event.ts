import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { onPushedLive, publicEventStreams, type LiveEventData } from "../../../lib/public-events/public-event-stream";
import { useCurrentUser } from "../../auth/queries";

/**
 * Calls `onData` with each live meeting event of `type`: a member's page hears it from its own
 * stream (handed on as a window event), a visitor's from the shared public stream. Answers whether
 * a visitor's stream is open (the caller polls while not; a member's page polls all the same, as
 * the activity bar does).
 */
export const useLiveEvent = <Type extends keyof LiveEventData>(type: Type, onData: (data: LiveEventData[Type]) => void): boolean => {
  const { language } = useLanguage();
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  const [streamOpen, setStreamOpen] = useState(false);
  const latest = useRef(onData);
  latest.current = onData;

  useEffect(() => onPushedLive(type, (data) => latest.current(data)), [type]);

  useEffect(() => {
    if (signedIn || isLoading) return;
    const stop = publicEventStreams.listen(language, {
      onEvent: (event) => {
        if (event.type === type) latest.current(event.data as LiveEventData[Type]);
      },
      onConnection: setStreamOpen,
    });
    return () => {
      stop?.();
      setStreamOpen(false);
    };
  }, [signedIn, isLoading, language, type]);

  return streamOpen;
};
