// When a cash-out offer on screen is read again (issue 32, sync/cashout-refresh.ts), in virtual time: every period
// after the last read (longer in low-data mode), soon after a price change of one of the ticket's open legs' markets
// (no more than one read per gap, the last change never lost), never while the page is hidden — what was missed is
// read when it shows again.
import { Subject, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import { offerRefreshes } from '../../sync/cashout-refresh.ts';

describe('reading the offer again', () => {
  const odds = (match: string, market: string): AppEvent =>
    ({
      type: 'v1.OddsChanged',
      at: 0,
      source: 'remote',
      payload: { changes: [{ match_id: match, market_id: market, specifier: '', outcome_id: '1', odds: 2, status: 'active' }] },
    }) as AppEvent;

  function world(periodMs = 15_000) {
    const scheduler = new VirtualTimeScheduler(undefined, Number.POSITIVE_INFINITY);
    const events = new Subject<AppEvent>();
    let visible = true;
    let shown: () => void = () => undefined;
    const reads: number[] = [];
    offerRefreshes(events, 't-1', ['m1|1', 'm2|18'], {
      visible: () => visible,
      onShown: (run) => {
        shown = run;
        return () => undefined;
      },
      periodMs: () => periodMs,
      scheduler,
    }).subscribe(() => reads.push(scheduler.now()));
    const at = (ms: number, act: () => void): void => void scheduler.schedule(act, ms);
    const hide = (): void => {
      visible = false;
    };
    const show = (): void => {
      visible = true;
      shown();
    };
    return { scheduler, events, reads, at, hide, show };
  }

  it('every period, and soon after a price change of one of its legs’ markets, one read per gap', () => {
    const w = world();
    w.at(1_000, () => w.events.next(odds('m1', '1')));
    w.at(1_500, () => w.events.next(odds('m1', '1')));
    w.at(2_000, () => w.events.next(odds('m9', '1')));
    w.at(2_500, () => w.events.next(odds('m2', '18')));
    w.scheduler.maxFrames = 40_000;
    w.scheduler.flush();
    // 1 s: inside the gap after the screen's own read (0 s), read at 2 s; 1.5 s waited with it; another match's change
    // (2 s) read nothing; 2.5 s waited out the gap after the read at 2 s; then every 15 s after the last read.
    expect(w.reads).toEqual([2_000, 4_000, 19_000, 34_000]);
  });

  it('never while hidden: what was missed is read when the page shows again', () => {
    const w = world();
    w.at(5_000, () => w.hide());
    w.at(20_000, () => w.events.next(odds('m1', '1')));
    w.at(40_000, () => w.show());
    w.scheduler.maxFrames = 40_000;
    w.scheduler.flush();
    expect(w.reads.filter((t) => t <= 40_000)).toEqual([40_000]);
  });

  it('low-data mode reads a quarter as often', () => {
    const w = world(60_000);
    w.at(130_000, () => w.hide());
    w.scheduler.flush();
    expect(w.reads).toEqual([60_000, 120_000]);
  });
});
