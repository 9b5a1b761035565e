import { useCallback, useEffect, useRef, useState } from "react";

/** After a contribution the wizard closes; the next task lights up a moment later, for a while. */
export const highlightDelayMs = 1500;
export const highlightDurationMs = 3000;

/**
 * The task to highlight after a contribution: none, then the given one from 1.5 s to 4.5 s later.
 * A new highlight replaces a running one; leaving the page cancels it.
 */
export const useNextTaskHighlight = () => {
  const [highlightedTaskId, setHighlightedTaskId] = useState<number | null>(null);
  const timers = useRef<number[]>([]);

  const cancel = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  const highlight = useCallback(
    (taskId: number) => {
      cancel();
      setHighlightedTaskId(null);
      timers.current = [
        window.setTimeout(() => setHighlightedTaskId(taskId), highlightDelayMs),
        window.setTimeout(() => setHighlightedTaskId(null), highlightDelayMs + highlightDurationMs),
      ];
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { highlightedTaskId, highlight };
};
