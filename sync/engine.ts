// The sync engine: one RxJS pipeline from resource requests to events to the store.
//   request → skipWhenFresh (TTL) → per key one fetch at a time (no duplicate in flight; an invalidation during
//   one queues one more after it, operators/exhaust.ts) → signed GET →
//   decode with schema/ → *Loaded event, or staleOnFailure → ResourceFetchFailed → bus → applyInSlices
//   (events in order; a big answer spread over short tasks when a slice budget is set) → events$.
// A failed read is tried again with back-off (operators/retry.ts) before stale-on-failure. Invalidation is a
// stream too: applied events that outdate resources, and the 'back online' signal, fetch again the resources
// on screen (watch(), operators/invalidate.ts); components only say what they show.
// Commands (operators in commands.ts): an applied intent goes once to the signed client and its outcome events
// come back onto the bus; never retried. Secrets a command needs ride beside its event (emit's second argument).
// Every change to the store goes through the bus, so a recorder tapping it sees the whole story.
import { Subject, defer, groupBy, map, merge, mergeMap, startWith, concatMap, type Observable } from 'rxjs';
import { decodeEvent, type AppEvent } from '../schema/event.ts';
import { eventSteps, type Logger } from './apply.ts';
import type { ApiClient } from './http.ts';
import type { AppData } from './store.ts';
import type { ResourceDef } from './resources.ts';
import { skipWhenFresh } from './operators/ttl.ts';
import { failureEvent, hasCopy, staleOnFailure } from './operators/stale.ts';
import { asOfflineCopy, offlineCopyAt } from './operators/offline-copy.ts';
import { READ_RETRY_DELAYS_MS, retryReads } from './operators/retry.ts';
import { refetchOnScreen, refetchOutdated } from './operators/invalidate.ts';
import { refetchPaymentsOnConnect } from './payments-refetch.ts';
import { exhaustMapQueueing } from './operators/exhaust.ts';
import { createWatchlist } from './watch.ts';
import { commandOutcomes, SecretVault, type CommandSecret } from './commands.ts';
import { applyInSlices, nextTaskScheduler } from './operators/slices.ts';
import { decodeSteps, inSlices, type StepBudget } from './operators/decode.ts';

export interface SyncEngine {
  /** Every event, in the order it was applied to the store. */
  readonly events$: Observable<AppEvent>;
  /** Emits an event (a user intent or a socket message already decoded) through the pipeline. */
  emit(event: AppEvent, secret?: CommandSecret): void;
  /** Asks for a resource; answered from the store when fresh. */
  request(resource: ResourceDef, options?: { force?: boolean }): void;
  /** The resource is on screen until the returned function is called (counted per key): it is fetched again
   *  when an event outdates it or the device comes back online. */
  watch(resource: ResourceDef): () => void;
  /** The device is back online: every resource on screen is fetched again, and reads waiting to retry go now. */
  online(): void;
  dispose(): void;
}

const defaultLog: Logger = (message, detail) => console.warn(`[sync] ${message}`, detail);

/** force: past the TTL; again: an invalidation, fetched once more after a fetch in flight. */
interface Request {
  key: string;
  ttl: number;
  force?: boolean;
  again?: boolean;
  resource: ResourceDef;
}

export interface EngineOptions {
  now?: () => number;
  log?: Logger;
  /** Longest main-thread task spent applying events, in ms (the browser); unset: every event applies at once. */
  sliceMs?: number;
  /** Waits before each new try of a failed read (default READ_RETRY_DELAYS_MS); [] tries once. */
  retryDelaysMs?: readonly number[];
  /** The merchant commands sign in to and send in their bodies. */
  merchantId?: string;
}

export function createSyncEngine(data: AppData, api: ApiClient, options: EngineOptions = {}): SyncEngine {
  const now = options.now ?? Date.now;
  const bus = new Subject<AppEvent>();
  const applied = new Subject<AppEvent>();
  const requests = new Subject<Request>();
  const watched = createWatchlist();
  const online$ = new Subject<void>();
  const vault = new SecretVault();
  const budget: StepBudget = {
    budgetMs: options.sliceMs ?? Infinity,
    now: () => (typeof performance === 'undefined' ? Date.now() : performance.now()),
    schedule: nextTaskScheduler(),
  };

  const fetchResource = (r: ResourceDef): Observable<AppEvent> =>
    defer(() => api.request('GET', r.path, { query: r.query, session: r.session, ...(r.timeoutMs ? { timeoutMs: r.timeoutMs } : {}) })).pipe(
      // An answer from the service worker's cache loads with its original time and leaves the resource stale.
      concatMap((raw) =>
        inSlices(() => decodeSteps(r.struct, raw, r.parts), budget).pipe(
          map((decoded): AppEvent => ({ ...r.toEvent(decoded), at: offlineCopyAt(raw) ?? now(), source: 'remote' }) as AppEvent),
          asOfflineCopy(data.store, r.key, raw, now),
        ),
      ),
      // A copy on screen is marked stale at the first failure, not after every try.
      retryReads(
        r.retry === false ? [] : (options.retryDelaysMs ?? r.retryDelaysMs ?? READ_RETRY_DELAYS_MS),
        (error) => (hasCopy(data.store, r.key) ? failureEvent(data.store, r.key, r.failureCode, now, error) : null),
        online$,
      ),
      startWith<AppEvent>({ type: 'v1.ResourceFetchStarted', at: now(), source: 'system', payload: { key: r.key } }),
      staleOnFailure(data.store, r.key, r.failureCode, now),
    );

  const request = (resource: ResourceDef, opts?: { force?: boolean; again?: boolean }): void =>
    requests.next({ key: resource.key, ttl: resource.ttl, force: opts?.force, again: opts?.again, resource });

  const subscriptions = [
    bus.pipe(applyInSlices((event) => eventSteps(data, event, options.log), budget)).subscribe((event) => applied.next(event)),
    requests
      .pipe(
        skipWhenFresh(data.store, now),
        groupBy((r) => r.key),
        mergeMap((perKey) =>
          perKey.pipe(
            exhaustMapQueueing(
              (r) => r.again === true,
              (r) => fetchResource(r.resource),
            ),
          ),
        ),
      )
      .subscribe((event) => bus.next(event)),
    merge(applied.pipe(refetchOutdated(watched)), applied.pipe(refetchPaymentsOnConnect(watched)), online$.pipe(refetchOnScreen(watched))).subscribe(
      (resource) => request(resource, { force: true, again: true }),
    ),
    // An outcome is decoded like a socket message before it touches the store (it carries server data): a
    // malformed one is logged and dropped, never applied.
    commandOutcomes(applied, { api, data, merchantId: options.merchantId ?? '', now, log: options.log ?? defaultLog, vault }).subscribe((event) => {
      const decoded = decodeEvent(event);
      if (decoded) {
        bus.next(decoded);
      } else {
        (options.log ?? defaultLog)('dropped malformed outcome', event.type);
      }
    }),
  ];

  return {
    events$: applied.asObservable(),
    emit: (event, secret) => {
      const commandId = (event.payload as { commandId?: unknown }).commandId;
      if (secret && typeof commandId === 'string') {
        vault.put(commandId, secret);
      }
      bus.next(event);
    },
    request,
    watch: (resource) => watched.watch(resource),
    online: () => online$.next(),
    dispose: () =>
      subscriptions.forEach((s) => {
        s.unsubscribe();
      }),
  };
}
