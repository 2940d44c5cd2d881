// A long list drawn in a deferred, interruptible pass (React's useDeferredValue): on a client render the first
// pass draws `initial` (a skeleton) and paints at once, and the list follows in a pass that yields to taps.
// A page the server draws has the list in its HTML (a player with JavaScript off reads it), so the server's
// render and the browser's hydration of it both draw the list itself: the two agree, and nothing is redrawn.
import { useContext, useDeferredValue } from 'react';
import { ServerRequestsContext } from './hooks.ts';
import { hydrationUnderWay } from '../ssr/hydration-parts.tsx';

export function useDeferredList<T>(value: T, initial: T): T {
  const fromServer = useContext(ServerRequestsContext) !== null || hydrationUnderWay();
  return useDeferredValue(value, fromServer ? value : initial);
}
