// The tracker after a reload (issue 29), proven by replaying payments-seen.jsonl: the ended payments this device already
// showed come back from storage as v1.PaymentsSeenRestored, and the recent-payments read then brings back the payments
// under way and a just-ended one not seen yet, but not the just-ended one whose line was seen; a line dismissed on this
// visit stays away when a reconnect's read brings it again; a restore that lands after the read takes its line away.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { recordedStream } from './stream.ts';

const seen = recordedStream('payments-seen');
const tracked = (data: ReturnType<typeof createAppData>): Record<string, string> =>
  Object.fromEntries(
    data.store
      .getRowIds('payments')
      .filter((id) => data.store.getCell('payments', id, 'tracked'))
      .map((id) => [id.slice(0, 4), data.store.getCell('payments', id, 'status') ?? '']),
  );

describe('replaying payments-seen.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), seen.lines.join('\n'), seen.quiet)).toEqual({ applied: seen.lines.length, dropped: 0 });
  });

  it('the read shows what is under way and the failure not seen yet, not the completed checkout seen on the last visit', () => {
    const data = seen.replayUpTo('v1.PaymentsLoaded');
    expect(tracked(data)).toEqual({ '0b3f': 'processing', c4d2: 'pending', '7a7b': 'failed' });
    // Known, with its facts, only off the tracker.
    expect(data.store.getRow('payments', '5f5e5d5c-4b4a-4948-8746-454443424140')).toMatchObject({
      status: 'completed',
      amount: 300,
      tracked: false,
    });
  });

  it('a restored id before any read is only a mark: no line, no payment facts', () => {
    const data = seen.replayUpTo('v1.PaymentsSeenRestored');
    expect(tracked(data)).toEqual({});
    expect(data.store.getRow('payments', '5f5e5d5c-4b4a-4948-8746-454443424140')).toMatchObject({ tracked: false, status: '', amount: 0 });
  });

  it("a live update still moves a line, and a line dismissed now stays away when a reconnect's read brings it again", () => {
    expect(tracked(seen.replayUpTo('v1.PaymentUpdated'))).toEqual({ '0b3f': 'completed', c4d2: 'pending', '7a7b': 'failed' });
    const data = seen.replayUpTo('v1.PaymentsLoaded', 2);
    expect(tracked(data)).toEqual({ c4d2: 'pending', '7a7b': 'failed' });
  });

  it('a restore that lands after the read takes the ended line it names away, and leaves the rest', () => {
    const data = seen.replayUpTo('v1.PaymentsSeenRestored', 2);
    expect(tracked(data)).toEqual({ c4d2: 'pending' });
    expect(data.store.getCell('payments', '7a7b7c7d-1e2f-4a3b-9c4d-5e6f7a8b9c0d', 'status')).toBe('failed');
  });
});
