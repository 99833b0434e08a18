import { useEffect, useState } from 'react';

/** Unix time in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The current Unix time in seconds, refreshed every `everyMs`; null until
 * hydrated, so the server's markup and the first client render agree.
 */
export function useSecondsClock(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(nowSeconds());
    const timer = setInterval(() => setNow(nowSeconds()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
