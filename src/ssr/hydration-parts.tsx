// Selective hydration (issue 30). A block of a server-rendered page wrapped in <HydrationPart> is a Suspense
// boundary, which React's server render marks in the HTML: hydrateRoot hydrates the page around it in one pass
// and each part afterwards at a low priority, in slices that yield to the browser every few milliseconds; a tap
// on a part not hydrated yet makes React hydrate that part first and replay the tap. No wrapper element: the
// boundary is two comments in the markup, so the layout is the children's.
// whenHydrated(callback) runs the callback once every part the server drew is hydrated (the restored slips and
// sign-in, the zone redraw: changing the store before a part is hydrated would make it differ from its markup).
// The server lists the parts it drew (their useId, the same on both sides of a hydration) in the page's data
// block, because a part inside another boundary (the router's) is not even rendered until that one hydrates.
import { Suspense, useEffect, useId, type ReactNode } from 'react';

/** Server: the ids of the parts the render under way has drawn (renders run one at a time). */
let drawn: Set<string> | null = null;
/** Browser: the parts still to hydrate, and what waits for them; null when no hydration is under way. */
let waiting: Set<string> | null = null;
let callbacks: Array<() => void> = [];
/** Past this, the page is taken as live anyway (a part the browser draws differently may never report). */
const GIVE_UP_MS = 10_000;

/** Server: starts listing the parts drawn; the returned function ends the list and gives it. */
export function listDrawnParts(): () => string[] {
  const ids = new Set<string>();
  drawn = ids;
  return () => {
    drawn = null;
    return [...ids];
  };
}

function settle(): void {
  if (waiting !== null && waiting.size === 0) {
    waiting = null;
    const run = callbacks;
    callbacks = [];
    for (const callback of run) {
      callback();
    }
  }
}

/** Browser, before hydrateRoot: the parts the server drew, each waited for. */
export function trackHydration(parts: readonly string[]): void {
  waiting = new Set(parts);
  // The root's own commit counts as one more part (rootHydrated).
  waiting.add('');
  setTimeout(() => {
    waiting?.clear();
    settle();
  }, GIVE_UP_MS);
}

/** Called from the root's commit (src/main.tsx): the page around the parts is live. */
export function rootHydrated(): void {
  waiting?.delete('');
  settle();
}

/** True while a server-rendered page is being hydrated (until its last part is live). */
export const hydrationUnderWay = (): boolean => waiting !== null;

/** Calls `callback` once every part the server drew is hydrated (at once when no hydration is under way). */
export function whenHydrated(callback: () => void): void {
  if (waiting === null) {
    callback();
  } else {
    callbacks.push(callback);
  }
}

function Live({ id }: { id: string }): null {
  useEffect(() => {
    waiting?.delete(id);
    settle();
  }, [id]);
  return null;
}

/** Its children hydrate apart from the page around them (see the module comment). */
export function HydrationPart({ children }: { children: ReactNode }) {
  const id = useId();
  drawn?.add(id);
  return (
    <Suspense fallback={null}>
      {children}
      <Live id={id} />
    </Suspense>
  );
}
