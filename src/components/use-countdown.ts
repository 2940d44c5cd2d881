// A countdown to an instant (issue 32: a live bet or an in-play cash-out held by the server for its delay): the whole
// seconds left, re-rendering each quarter second until it reaches 0; 0 when `untilMs` has passed or is 0. The
// instant comes from the store (the intent's time plus the delay), so the count is the same after a re-render.
import { useEffect, useState } from 'react';

export function useCountdown(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = untilMs > now ? Math.ceil((untilMs - now) / 1000) : 0;
  useEffect(() => {
    if (untilMs <= Date.now()) {
      return undefined;
    }
    setNow(Date.now());
    const id = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= untilMs) {
        clearInterval(id);
      }
    }, 250);
    return () => clearInterval(id);
  }, [untilMs]);
  return left;
}
