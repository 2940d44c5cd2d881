// The back office's sync engine (issue 33): intents in, outcomes out, one RxJS pipeline into the store.
//   intent → (reads: skip when fresh — a TTL per read kind) → CommandStarted → one call → outcomes (decoded) →
//   CommandSucceeded | CommandFailed → applied to the store in order → outcomes$.
// An outcome that outdates reads (a credit asked for, a request decided, an operator saved) makes them stale at
// once: the screen that shows them next asks the server again, TTL or not.
// A failed read leaves the rows already in the store (stale on failure: the screen keeps what it showed and says the
// refresh failed); a 401 on any call means the session ended (idle, signed out elsewhere, disabled): SignedOut clears
// the store, and the app shows the sign-in. Commands are sent once, never retried. A watched live feed (the
// dashboard's socket) adds its decoded frames to the same path while a screen watches it.
import {
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  merge,
  mergeMap,
  of,
  Subject,
  switchMap,
  type Observable,
  type Subscription,
} from 'rxjs';
import { BackofficeError, type BackofficeClient } from './client.ts';
import type { Intent, IntentType, Outcome } from './events.ts';
import { runIntent } from './handlers.ts';
import { applyOutcome, type BackofficeData } from './store.ts';

/** How long a read stays fresh (ms): a second ask within it is skipped. */
const READ_TTL_MS: Partial<Record<IntentType, number>> = {
  LoadApprovals: 5_000,
  LoadOperators: 10_000,
  LoadMe: 5_000,
  LoadTradingMatches: 5_000,
  LoadPayments: 5_000,
  LoadPayment: 2_000,
  LoadDiscrepancies: 10_000,
  LoadPaymentSwitches: 10_000,
  LoadPaymentLimits: 10_000,
  SearchPlayers: 5_000,
  LoadPlayer: 3_000,
  LoadBanners: 10_000,
  LoadPromotions: 10_000,
  LoadPromoPopup: 10_000,
  LoadPointsConfig: 10_000,
  LoadDashboard: 3_000,
  LoadRiskLimits: 5_000,
  // The server computes the flags at most once a minute.
  LoadRiskFlags: 30_000,
  LoadLotofootWeeks: 10_000,
  LoadReport: 10_000,
  LoadGameCatalog: 10_000,
  LoadGameSettings: 10_000,
  LoadShops: 10_000,
  // Today's till moves as the cashiers sell: kept briefly.
  LoadShopTill: 5_000,
};

export interface BackofficeEngine {
  dispatch(intent: Intent): void;
  /** Asks for a read again even when fresh (after a change the screen knows outdated it). */
  refresh(intent: Intent): void;
  readonly outcomes$: Observable<Outcome>;
  stop(): void;
}

/** Reads an outcome makes outdated: the next ask for them goes to the server even within their TTL. */
const OUTDATES: Partial<Record<Outcome['type'], IntentType[]>> = {
  CreditPending: ['LoadApprovals'],
  // A decided withdrawal moves its payment (approved: on to the gateway; refused: failed, the money back).
  ApprovalDecided: ['LoadApprovals', 'LoadPayments', 'LoadPayment'],
  OperatorSaved: ['LoadOperators'],
  TemporaryPassword: ['LoadOperators'],
  MeLoaded: ['LoadMe'],
  // A banner saved, created or retired here changes the list: the next ask reads it again.
  BannerSaved: ['LoadBanners'],
  // A promotion saved, created, retired or restored here changes the list: the next ask reads it again.
  PromotionSaved: ['LoadPromotions'],
  // A resettlement asked for waits among the approvals.
  ResettlementRequested: ['LoadApprovals'],
  // A result entered settles the match's tickets: the desk's stakes and liabilities move.
  ResultEntered: ['LoadTradingMatch', 'LoadTradingMatches'],
  // A change on the players desk, or money credited, moves a profile and its search lines; a limit change asked for
  // waits among the approvals.
  PlayerChanged: ['LoadPlayer', 'SearchPlayers'],
  Credited: ['LoadPlayer', 'SearchPlayers'],
  PlayerLimitsRequested: ['LoadApprovals'],
  // A comparison run on demand may have stored a payment's new differences.
  ReconciliationRan: ['LoadDiscrepancies', 'LoadPayment'],
  // The shops desk's changes come back with the list (or the changed shop) itself; a later visit reads it afresh.
  ShopChanged: ['LoadShops'],
  ShopCreated: ['LoadShops'],
  CashierAdded: ['LoadShops'],
  SignedOut: [
    'LoadMe',
    'LoadApprovals',
    'LoadOperators',
    'LoadPayments',
    'LoadPayment',
    'LoadDiscrepancies',
    'LoadPaymentSwitches',
    'LoadPaymentLimits',
    'LoadBanners',
    'LoadPromotions',
    'LoadPromoPopup',
    'LoadPointsConfig',
    'LoadReport',
    'SearchPlayers',
    'LoadPlayer',
    'LoadRiskLimits',
    'LoadRiskFlags',
    'LoadGameCatalog',
    'LoadGameSettings',
    'LoadLotofootWeeks',
    'LoadShops',
    'LoadShopTill',
  ],
};

/** When each read was last asked for; a read asked again within its TTL is dropped (its answer is in the store). */
export class Freshness {
  readonly #fetchedAt = new Map<string, { type: IntentType; at: number }>();
  constructor(private readonly now: () => number) {}

  /** True when the read (or command) should go to the server now. */
  take(intent: Intent, force: boolean): boolean {
    const ttl = READ_TTL_MS[intent.type];
    if (ttl === undefined) {
      return true;
    }
    const key = JSON.stringify(intent);
    const last = this.#fetchedAt.get(key);
    if (!force && last !== undefined && this.now() - last.at < ttl) {
      return false;
    }
    this.#fetchedAt.set(key, { type: intent.type, at: this.now() });
    return true;
  }

  /** Forgets the reads this outcome outdates. */
  outdate(outcome: Outcome): void {
    const types = OUTDATES[outcome.type] ?? [];
    for (const [key, entry] of this.#fetchedAt) {
      if (types.includes(entry.type)) {
        this.#fetchedAt.delete(key);
      }
    }
  }
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

/** Live feeds a watch intent subscribes to (the dashboard socket; tests pass recorded streams). */
export interface LiveFeeds {
  dashboard: () => Observable<Outcome>;
}

export function createBackofficeEngine(
  client: BackofficeClient,
  data: BackofficeData,
  now: () => number = Date.now,
  feeds: LiveFeeds | null = null,
): BackofficeEngine {
  const asks = new Subject<{ intent: Intent; force: boolean }>();
  const outcomes = new Subject<Outcome>();
  const freshness = new Freshness(now);
  // WatchDashboard on/off: the dashboard's socket lives while a screen watches it; its frames join the same path.
  const watching = new Subject<boolean>();
  const live = watching.pipe(
    distinctUntilChanged(),
    switchMap((on) => (on && feeds !== null ? feeds.dashboard() : EMPTY)),
  );
  const subscription: Subscription = merge(
    asks.pipe(
      filter(({ intent, force }) => freshness.take(intent, force)),
      mergeMap(({ intent }) => outcomesOf(client, intent)),
    ),
    live,
  ).subscribe((outcome) => {
    freshness.outdate(outcome);
    applyOutcome(data, outcome);
    outcomes.next(outcome);
  });
  const ask = (intent: Intent, force: boolean): void => (intent.type === 'WatchDashboard' ? watching.next(intent.on) : asks.next({ intent, force }));
  return {
    dispatch: (intent) => ask(intent, false),
    refresh: (intent) => ask(intent, true),
    outcomes$: outcomes.asObservable(),
    stop: () => subscription.unsubscribe(),
  };
}
