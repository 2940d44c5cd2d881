// When a cash-out offer on screen is read again (issue 32), as a stream: every `periodMs` (15 s; the caller passes a
// longer one in low-data mode) after the last read, and soon after a live price change of one of the ticket's open
// legs' markets (an ODDS_CHANGE the engine applied: v1.OddsChanged) or an answer to its cash-out — at most one read per
// `gapMs` (2 s), the last change never lost. Never in the background: while the page is hidden nothing is read; when it
// shows again, what was missed (a change, or a period gone by) is read at once. The caller (the screen showing the
// offer) turns each emission into a forced read of the offer; time comes from the scheduler, so tests run it in
// virtual time. Written with Observable alone: rxjs ships whole in the home route's vendor chunk, so an operator no
// home module uses would cost the home route its bytes.
import { asyncScheduler, Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { legMarket } from './read/cashout.ts';
import { isMatchItem } from '../schema/socket-message.ts';

export const OFFER_PERIOD_MS = 15_000;
/** Low-data mode (issue 17) reads an offer a quarter as often. */
export const OFFER_SAVE_DATA_PERIOD_MS = 60_000;
const OFFER_GAP_MS = 2_000;

export interface OfferRefreshEnv {
  /** Whether the page is shown now. */
  visible(): boolean;
  /** Calls `shown` each time the page is shown again; returns the way to stop. */
  onShown(shown: () => void): () => void;
  /** The period now (read at each read, so switching low-data mode applies from the next one). */
  periodMs(): number;
  gapMs?: number;
  scheduler?: SchedulerLike;
}

/** Whether an applied event may move the offer of `ticketId`, whose open legs are on `markets` (legMarket ids). */
function movesOffer(event: AppEvent, ticketId: string, markets: ReadonlySet<string>): boolean {
  switch (event.type) {
    case 'v1.OddsChanged':
      return event.payload.changes.some((c) =>
        isMatchItem(c) ? [...markets].some((m) => m.startsWith(legMarket(c.match_id, ''))) : markets.has(legMarket(c.match_id, c.market_id)),
      );
    case 'v1.CashoutTaken':
    case 'v1.CashoutRefused':
      return event.payload.ticketId === ticketId;
    default:
      return false;
  }
}

/** The instants to read the offer again, from the moment of subscribing (the screen's own first read). */
export function offerRefreshes(events$: Observable<AppEvent>, ticketId: string, markets: readonly string[], env: OfferRefreshEnv): Observable<void> {
  const s = env.scheduler ?? asyncScheduler;
  const gap = env.gapMs ?? OFFER_GAP_MS;
  const watched = new Set(markets);
  return new Observable<void>((out) => {
    let last = s.now();
    let changed = false;
    let timer: Subscription | null = null;
    let due = Number.POSITIVE_INFINITY;
    const arm = (at: number): void => {
      if (timer !== null && due <= at) {
        return;
      }
      timer?.unsubscribe();
      due = at;
      timer = s.schedule(
        () => {
          timer = null;
          due = Number.POSITIVE_INFINITY;
          run();
        },
        Math.max(0, at - s.now()),
      );
    };
    // Reads when a change waited out its gap or the period went by, then waits for the next; hidden: waits to be shown.
    const run = (): void => {
      if (!env.visible()) {
        return;
      }
      const now = s.now();
      if ((changed && now - last >= gap) || now - last >= env.periodMs()) {
        last = now;
        changed = false;
        out.next();
      }
      arm(changed ? last + gap : last + env.periodMs());
    };
    const sub = events$.subscribe((event) => {
      if (movesOffer(event, ticketId, watched)) {
        changed = true;
        run();
      }
    });
    const stopShown = env.onShown(run);
    arm(last + env.periodMs());
    return () => {
      sub.unsubscribe();
      stopShown();
      timer?.unsubscribe();
    };
  });
}
