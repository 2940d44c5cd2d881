// Low-data mode's odds batching (sync/operators/odds-batch.ts), in virtual time (RxJS TestScheduler): held odds
// come through merged at most once per period, newest price per outcome; other events are never held; with the
// mode off nothing waits; completion lets what is held through.
import { describe, it, expect } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { AppEvent } from '../../schema/event.ts';
import { batchOdds, mergeOddsEvents } from '../../sync/operators/odds-batch.ts';
import { isMatchItem } from '../../schema/socket-message.ts';

const odds = (outcome: string, price: number, at = 0): AppEvent => ({
  type: 'v1.OddsChanged',
  at,
  source: 'remote',
  payload: { changes: [{ match_id: 'm1', market_id: '1', specifier: '', outcome_id: outcome, odds: price, status: 'active' }] },
});
const balance: AppEvent = { type: 'v1.SocketStatusChanged', at: 0, source: 'system', payload: { status: 'connected' } };

const prices = (e: AppEvent): string =>
  e.type === 'v1.OddsChanged'
    ? e.payload.changes.map((c) => (isMatchItem(c) ? `${c.match_id}:suspended` : `${c.outcome_id}=${c.odds}`)).join(',')
    : e.type;

// The scheduler is passed to the operator: 'rxjs/testing' may load a different copy of rxjs than the operator's import.
const scheduler = (): TestScheduler => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('batchOdds', () => {
  it('holds odds for the period and lets one merged event through; other events pass at once', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      const source = cold<AppEvent>('a 999ms b 999ms c 999ms s 9s d', {
        a: odds('1', 2),
        b: odds('2', 3),
        c: odds('1', 2.5),
        s: balance,
        d: odds('3', 4),
      });
      const out = source.pipe(batchOdds(() => true, 10_000, ts));
      // 'a' at 0 starts the period: at 10 s a, b, c come as one event (outcome 1 at its newest price, in its newest
      // place); 's' passed at 3 s; 'd' (12 s) starts the next period.
      expectObservable(out, '^ 30s !').toBe('3s s 6999ms x 12000ms y', {
        s: balance,
        x: expect.objectContaining({
          payload: { changes: [expect.objectContaining({ outcome_id: '2', odds: 3 }), expect.objectContaining({ outcome_id: '1', odds: 2.5 })] },
        }),
        y: expect.objectContaining({ payload: { changes: [expect.objectContaining({ outcome_id: '3', odds: 4 })] } }),
      });
    });
  });

  it('with the mode off an odds event passes at once', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const a = odds('1', 2);
      const source = cold<AppEvent>('a 5ms b', { a, b: balance });
      expectObservable(source.pipe(batchOdds(() => false, 10_000))).toBe('a 5ms b', { a, b: balance });
    });
  });

  it('switching the mode off lets what is held through with the next change, merged and in order', () => {
    let slow = true;
    const seen: string[] = [];
    const ts = scheduler();
    ts.run(({ cold, flush }) => {
      const source = cold<AppEvent>('a 1s b', { a: odds('1', 2), b: odds('1', 3) });
      source.pipe(batchOdds(() => slow, 10_000, ts)).subscribe((e) => seen.push(prices(e)));
      cold('500ms x').subscribe(() => {
        slow = false;
      });
      flush();
    });
    expect(seen).toEqual(['1=3']);
  });

  it('completion lets held odds through first', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      const source = cold<AppEvent>('a 1ms |', { a: odds('1', 2) });
      expectObservable(source.pipe(batchOdds(() => true, 10_000, ts))).toBe('2ms (a|)', { a: expect.objectContaining({ type: 'v1.OddsChanged' }) });
    });
  });
});

describe('mergeOddsEvents', () => {
  it('keeps each outcome once at its newest price, in newest-change order, with the last event’s time', () => {
    const merged = mergeOddsEvents([odds('1', 2, 1) as never, odds('2', 3, 2) as never, odds('1', 2.2, 3) as never]);
    expect(merged && prices(merged)).toBe('2=3,1=2.2');
    expect(merged?.at).toBe(3);
    expect(mergeOddsEvents([])).toBeNull();
  });

  it('keeps a match suspension in its place: a price that re-opened a market after it still comes after it', () => {
    const suspended: AppEvent = {
      type: 'v1.OddsChanged',
      at: 2,
      source: 'remote',
      payload: { changes: [{ match_id: 'm1', scope: 'match', status: 'suspended' }] },
    };
    const merged = mergeOddsEvents([odds('1', 2, 1), odds('2', 3, 1), suspended, odds('1', 2.4, 3)] as never);
    expect(merged && prices(merged)).toBe('2=3,m1:suspended,1=2.4');
    // A second suspension after the re-opening supersedes it.
    const again = mergeOddsEvents([odds('1', 2, 1), suspended, odds('1', 2.4, 3), { ...suspended, at: 4 }] as never);
    expect(again && prices(again)).toBe('1=2.4,m1:suspended');
  });
});
