import { useEffect, useState } from "react";

const minuteMs = 60_000;

/** The clock of SPEC 2 (the activity bar's, the live banner's), refreshed each minute on the minute. */
export const useMinuteClock = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, minuteMs - (Date.now() % minuteMs));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
};
