// Selective hydration (issue 30). A block of a server-rendered page wrapped in <HydrationPart> is a Suspense
// boundary, which React's server render marks in the HTML: hydrateRoot hydrates the page around it and leaves
// the part's server markup as it is until the part's turn. Parts take their turn one per task in page order (a
// gate each: its content suspends until the gate opens), so each part is rendered, committed and has its store
// subscriptions made in a task of its own — all of them in one commit held a cheap phone's main thread for
// 200 ms. The first tap, key or focus anywhere opens every gate at once, before React sees the event: React then
// hydrates the tapped part there and then and the tap lands. No wrapper element: the boundary is two comments.
// whenHydrated(callback) runs the callback once every part the server drew is hydrated (the restored slips and
// sign-in, the zone redraw: changing the store before a part is hydrated would make it differ from its markup).
// The server lists the parts it drew (their useId, the same on both sides of a hydration) in the page's data
// block, because a part inside another boundary (the router's) is not even rendered until that one hydrates.
import { Suspense, use, useEffect, useId, type ReactNode } from 'react';

/** Server: the ids of the parts the render under way has drawn (renders run one at a time). */
let drawn: Set<string> | null = null;
/** Browser: the parts still to hydrate, and what waits for them; null when no hydration is under way. */
let waiting: Set<string> | null = null;
let callbacks: Array<() => void> = [];
/** The page around the parts is live: parts may take their turn. */
let rootLive = false;
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

/** The events that open every gate (a player acting), listened for while a hydration is under way. */
const ACTING = ['pointerdown', 'touchstart', 'click', 'keydown', 'focusin'] as const;

function settle(): void {
  if (waiting !== null && waiting.size === 0) {
    waiting = null;
    for (const type of ACTING) {
      window.removeEventListener(type, openAll, { capture: true });
    }
    const run = callbacks;
    callbacks = [];
    for (const callback of run) {
      callback();
    }
  }
}

/** Takes the page as live now, whatever part has not reported. */
function stopWaiting(): void {
  waiting?.clear();
  settle();
}

/** Browser, before hydrateRoot: the parts the server drew, each waited for; the first act opens every gate. */
export function trackHydration(parts: readonly string[]): void {
  waiting = new Set(parts);
  // The root's own commit counts as one more part (rootHydrated).
  waiting.add('');
  for (const type of ACTING) {
    window.addEventListener(type, openAll, { capture: true, passive: true });
  }
  setTimeout(stopWaiting, GIVE_UP_MS);
}

/** Called from the root's commit (src/main.tsx): the page around the parts is live; their turns begin. */
export function rootHydrated(): void {
  rootLive = true;
  waiting?.delete('');
  settle();
  drain();
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

/**
 * A part differed from the server's markup and React draws it afresh: its parts get new ids, so they cannot be
 * waited for by the server's. The page is taken as live once React has drawn it (the next task), and no part
 * waits for its turn any more.
 */
export function hydrationMismatch(): void {
  openAll();
  setTimeout(stopWaiting, 0);
}

function Live({ id }: { id: string }): null {
  useEffect(() => {
    waiting?.delete(id);
    settle();
  }, [id]);
  return null;
}

/** A promise React reads synchronously once settled (`use` checks `status` before suspending). */
type Gate = Promise<void> & { status?: 'fulfilled'; open: () => void };
const gates = new Map<string, Gate>();
const queued: Gate[] = [];
let draining = false;

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (gate === undefined) {
    let resolve = (): void => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    }) as Gate;
    promise.open = () => {
      promise.status = 'fulfilled';
      resolve();
    };
    gate = promise;
    gates.set(id, gate);
    queued.push(gate);
    if (rootLive) {
      drain();
    }
  }
  return gate;
}

/** Opens one gate per task, in the order the parts were met (page order), once the root is live. */
function drain(): void {
  if (draining) {
    return;
  }
  draining = true;
  const step = (): void => {
    const next = queued.shift();
    next?.open();
    if (queued.length > 0) {
      setTimeout(step, 0);
    } else {
      draining = false;
    }
  };
  setTimeout(step, 0);
}

/** The player has acted: no part waits for its turn any more, not even one met later. */
let acted = false;

/** Opens every gate now: the player has acted, and React must be able to hydrate any part synchronously. */
function openAll(): void {
  acted = true;
  for (const gate of queued.splice(0)) {
    gate.open();
  }
}

function Gated({ id, children }: { id: string; children: ReactNode }) {
  if (!acted && waiting?.has(id)) {
    use(gateFor(id) as Promise<void>);
  }
  return children;
}

/** Its children hydrate apart from the page around them, in a task of their own (see the module comment). */
export function HydrationPart({ children }: { children: ReactNode }) {
  const id = useId();
  drawn?.add(id);
  return (
    <Suspense fallback={null}>
      <Gated id={id}>{children}</Gated>
      <Live id={id} />
    </Suspense>
  );
}
