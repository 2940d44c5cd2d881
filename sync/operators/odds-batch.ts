// Live odds batched for low-data mode (issue 17) as an RxJS operator on the socket's events: while `slow()`
// says so, v1.OddsChanged events are held and merged (newest price per outcome, in arrival order) and one
// merged event is let through at most every `periodMs`; every other event passes at once, untouched. When
// the mode is off an odds event passes at once too (with anything still held merged into it, so no price
// is lost or applied out of order). Completion lets what is held through first. Time comes from the
// scheduler, so tests run it in virtual time.
import { asyncScheduler, Observable, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import { isMatchItem, type OddsItem } from '../../schema/socket-message.ts';

/** How often low-data mode applies live odds. */
export const SAVE_DATA_ODDS_MS = 10_000;

type OddsEvent = Extract<AppEvent, { type: 'v1.OddsChanged' }>;

const itemKey = (c: OddsItem): string => (isMatchItem(c) ? `${c.match_id}|*` : `${c.match_id}|${c.market_id}|${c.specifier}|${c.outcome_id}`);

/**
 * One event of several: each outcome (and each match suspension) once, its newest item, in the order of the newest
 * items — a price that re-opened a market after its match was suspended still comes after the suspension.
 */
export function mergeOddsEvents(events: readonly OddsEvent[]): OddsEvent | null {
  const last = events[events.length - 1];
  if (last === undefined) {
    return null;
  }
  const byOutcome = new Map<string, OddsItem>();
  for (const e of events) {
    for (const change of e.payload.changes) {
      const key = itemKey(change);
      byOutcome.delete(key);
      byOutcome.set(key, change);
    }
  }
  return { ...last, payload: { changes: [...byOutcome.values()] } };
}

export function batchOdds(
  slow: () => boolean,
  periodMs = SAVE_DATA_ODDS_MS,
  scheduler: SchedulerLike = asyncScheduler,
): OperatorFunction<AppEvent, AppEvent> {
  return (source) =>
    new Observable<AppEvent>((out) => {
      let held: OddsEvent[] = [];
      let timer: Subscription | null = null;
      const flush = (): void => {
        timer?.unsubscribe();
        timer = null;
        const merged = mergeOddsEvents(held);
        held = [];
        if (merged) {
          out.next(merged);
        }
      };
      const sub = source.subscribe({
        next: (event) => {
          if (event.type !== 'v1.OddsChanged') {
            out.next(event);
            return;
          }
          held.push(event);
          if (!slow()) {
            flush();
          } else if (timer === null) {
            timer = scheduler.schedule(flush, periodMs);
          }
        },
        error: (error: unknown) => out.error(error),
        complete: () => {
          flush();
          out.complete();
        },
      });
      return () => {
        timer?.unsubscribe();
        sub.unsubscribe();
      };
    });
}
