// Hydration in steps (issue 17: total blocking time on a cheap phone). While the server's page is first hydrated,
// a part wrapped in <HydrateLater> (a list section below the fold) suspends: Preact keeps its server markup on
// screen as it is, and hydrates it in a task of its own afterwards, one part per task in page order — so no
// single task holds the main thread for the whole page. Anywhere else (a client render, a later visit to the
// route, the server's render, React under unit tests) it renders its child at once.
// Invariants: a part is one element — a wrapper that takes no box of its own (display: contents), since Preact
// keeps one node per suspended part and the child may draw nothing; parts are deferred only inside the
// synchronous hydrate call (src/main.tsx: hydrating()), so one that resumes never suspends again; whenHydrated's
// callbacks run once every deferred part is live (journeys, restored slips).
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { css } from '@linaria/core';

/** The part's wrapper: no box, so the page's layout is its children's. */
const part = css`
  display: contents;
`;

let deferring = false;
/** The parts waiting for their task, in page order: each entry resolves the promise its part suspended on. */
const queue: Array<() => void> = [];
let draining = false;
let afterAll: Array<() => void> = [];

/**
 * Runs `hydrate` (the synchronous hydrate call) with deferral on, on Preact only: React's hydration needs the
 * markers its own server renderer writes around a suspended part, which this server's render does not write.
 */
export function hydrating(hydrate: () => void, onPreact: boolean): void {
  deferring = onPreact;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
  if (queue.length > 0) {
    drain();
  }
}

/** Releases one waiting part per task (the release's re-render runs in that task), then the after-all callbacks. */
function drain(): void {
  if (draining) {
    return;
  }
  draining = true;
  const step = (): void => {
    const release = queue.shift();
    if (release) {
      release();
      setTimeout(step, 0);
      return;
    }
    draining = false;
    const callbacks = afterAll;
    afterAll = [];
    for (const callback of callbacks) {
      callback();
    }
  };
  setTimeout(step, 0);
}

/** Calls `callback` once no part waits to hydrate (at once when none does). */
export function whenHydrated(callback: () => void): void {
  if (queue.length === 0 && !draining) {
    callback();
  } else {
    afterAll.push(callback);
  }
}

function Gate({ children }: { children: ReactNode }): ReactElement {
  if (deferring) {
    throw new Promise<void>((resolve) => {
      queue.push(resolve);
    });
  }
  return <div className={part}>{children}</div>;
}

/** Its children hydrate in a later task than the page around them (see the module comment). */
export function HydrateLater({ children }: { children: ReactNode }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
