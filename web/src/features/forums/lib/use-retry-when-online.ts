import { useEffect, useRef } from "react";

/**
 * While a send is waiting for the connection, sends it again as soon as the browser is back
 * online (once); what was typed is on the device meanwhile (DECISIONS 9).
 */
export const useRetryWhenOnline = (isWaiting: boolean, retry: () => void): void => {
  // The latest retry, so the listener always sends what is in the form now.
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!isWaiting) return;
    const onOnline = (): void => latest.current();
    window.addEventListener("online", onOnline, { once: true });
    return () => window.removeEventListener("online", onOnline);
  }, [isWaiting]);
};
