// The tournament view (a colleague's component, shared with other screens) as its own chunk: the sports
// browser alone stays small on slow data, and the view's code is fetched ahead of need the moment a
// player ticks a tournament or touches its name, so opening it rarely waits.
import { lazy } from 'react';
import { withMessages } from '../../i18n/load-messages.ts';

const load = withMessages(() => import('../tournament/TournamentView.tsx'));
let pending: ReturnType<typeof load> | null = null;

/** The chunk, fetched once; a failed fetch is forgotten so the next call tries again. */
function viewChunk(): ReturnType<typeof load> {
  pending ??= load().catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}

/** Fetches the view's code in the background; a failure here is silent (opening the view retries). */
export function preloadTournamentView(): void {
  viewChunk().catch(() => undefined);
}

export const LazyTournamentView = lazy(() => viewChunk().then((m) => ({ default: m.TournamentView })));
