import { useEffect, useState } from "react";

/**
 * The value once it has stayed the same for `delay` ms: a list searched as the member types asks
 * the server once they pause, not once per letter.
 */
export const useDebouncedValue = <T>(value: T, delay = 300): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
