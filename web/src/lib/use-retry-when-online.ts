import { useEffect, useRef } from "react";

/**
 * While a send is waiting for the connection, sends it again each time the browser says it is back
 * online, until one goes through or is refused; what was typed is on the device meanwhile
 * (DECISIONS 9). A connection that comes back only for a moment must not leave the send stranded.
 */
export const useRetryWhenOnline = (isWaiting: boolean, retry: () => void): void => {
  // The latest retry, so the listener always sends what is in the form now.
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!isWaiting) return;
    const onOnline = (): void => latest.current();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [isWaiting]);
};
