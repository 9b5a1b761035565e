import { useEffect, useRef, useState } from "react";
import { bellRingMs, shouldRing } from "./bell-ring";

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * True for 3 s each time the unread count rises above 0. Members who asked their system for
 * less motion never see the bell move (the style keeps the same rule as a second guard).
 */
export const useBellRing = (unread: number | undefined): boolean => {
  const [ringing, setRinging] = useState(false);
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const rose = shouldRing(previous.current, unread);
    if (unread !== undefined) previous.current = unread;
    if (!rose || prefersReducedMotion()) return;
    setRinging(true);
    const timer = window.setTimeout(() => setRinging(false), bellRingMs);
    return () => window.clearTimeout(timer);
  }, [unread]);
  return ringing;
};
