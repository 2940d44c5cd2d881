// Which way a live price just moved, for the up/down flash of odds cells and slip picks.
import { useEffect, useRef } from 'react';

/** 'up' or 'down' on the render where the price moved; the caller keys the price on it so the flash restarts. */
export function useMove(odds: number): 'up' | 'down' | undefined {
  const prev = useRef(odds);
  useEffect(() => {
    prev.current = odds;
  }, [odds]);
  if (prev.current <= 0 || odds === prev.current) {
    return undefined;
  }
  return odds > prev.current ? 'up' : 'down';
}
