// The back office's sync engine (issue 33): intents in, outcomes out, one RxJS pipeline into the store.
//   intent → (reads: skip when fresh — a TTL per read kind) → CommandStarted → one call → outcomes (decoded) →
//   CommandSucceeded | CommandFailed → applied to the store in order → outcomes$.
// A failed read leaves the rows already in the store (stale on failure: the screen keeps what it showed and says the
// refresh failed); a 401 on any call means the session ended (idle, signed out elsewhere, disabled): SignedOut clears
// the store, and the app shows the sign-in. Commands are sent once, never retried.
import { catchError, concat, defer, filter, from, map, mergeMap, of, Subject, type Observable, type Subscription } from 'rxjs';
import { BackofficeError, type BackofficeClient } from './client.ts';
import type { Intent, IntentType, Outcome } from './events.ts';
import { runIntent } from './handlers.ts';
import { applyOutcome, type BackofficeData } from './store.ts';

/** How long a read stays fresh (ms): a second ask within it is skipped. */
const READ_TTL_MS: Partial<Record<IntentType, number>> = { LoadApprovals: 5_000, LoadOperators: 10_000, LoadMe: 5_000 };

export interface BackofficeEngine {
  dispatch(intent: Intent): void;
  /** Asks for a read again even when fresh (after a change the screen knows outdated it). */
  refresh(intent: Intent): void;
  readonly outcomes$: Observable<Outcome>;
  stop(): void;
}

const readKey = (intent: Intent): string => JSON.stringify(intent);

/** Drops a read asked again within its TTL (the answer is still in the store). */
export function skipWhenFresh(now: () => number): (intents: Observable<{ intent: Intent; force: boolean }>) => Observable<Intent> {
  const fetchedAt = new Map<string, number>();
  return (intents) =>
    intents.pipe(
      filter(({ intent, force }) => {
        const ttl = READ_TTL_MS[intent.type];
        if (ttl === undefined) {
          return true;
        }
        const key = readKey(intent);
        const last = fetchedAt.get(key);
        if (!force && last !== undefined && now() - last < ttl) {
          return false;
        }
        fetchedAt.set(key, now());
        return true;
      }),
      map(({ intent }) => intent),
    );
}

export function outcomesOf(client: BackofficeClient, intent: Intent): Observable<Outcome> {
  const command = intent.type;
  return concat(
    of<Outcome>({ type: 'CommandStarted', command }),
    defer(() => from(runIntent(client, intent))).pipe(
      mergeMap((outcomes) => from([...outcomes, { type: 'CommandSucceeded', command } as Outcome])),
      catchError((err: unknown) => {
        const e = err instanceof BackofficeError ? err : new BackofficeError(String(err), 0, 'CLIENT_ERROR');
        const failed: Outcome = { type: 'CommandFailed', command, status: e.status, code: e.code, message: e.message };
        // A session that ended makes every screen's data someone else's business: sign in again.
        const ended = e.status === 401 && command !== 'SignIn';
        return from(ended ? [failed, { type: 'SignedOut' } as Outcome] : [failed]);
      }),
    ),
  );
}

export function createBackofficeEngine(client: BackofficeClient, data: BackofficeData, now: () => number = Date.now): BackofficeEngine {
  const asks = new Subject<{ intent: Intent; force: boolean }>();
  const outcomes = new Subject<Outcome>();
  const subscription: Subscription = asks
    .pipe(
      skipWhenFresh(now),
      mergeMap((intent) => outcomesOf(client, intent)),
    )
    .subscribe((outcome) => {
      applyOutcome(data, outcome);
      outcomes.next(outcome);
    });
  return {
    dispatch: (intent) => asks.next({ intent, force: false }),
    refresh: (intent) => asks.next({ intent, force: true }),
    outcomes$: outcomes.asObservable(),
    stop: () => subscription.unsubscribe(),
  };
}
