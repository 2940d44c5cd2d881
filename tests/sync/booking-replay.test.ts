// Booking codes in the store, proven by replaying tests/streams/booking-codes.jsonl (issue 18): a slip of two picks is
// saved (a second save while the first is in flight changes nothing) and its code and expiry land on row 'save'; a
// shared link's code loads into the first empty slot (the shown one holds picks), which is shown from then on, with the
// open pick at its price, the changed one at its new price, the closed one left out and all three in the report; a
// second load while one is in flight changes nothing; a late refusal of an answered load is dropped; a refusal of the
// load in flight lands with its code and status; dismissing the save forgets it.
import { beforeAll, describe, expect, it } from 'vitest';
import { addBookingMaterializers } from '../../sync/families/booking.ts';
import { reportOf } from '../../sync/read/booking.ts';
import { slotSelections } from '../../sync/read/betslip.ts';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { recordedStream } from './stream.ts';

const stream = recordedStream('booking-codes');

beforeAll(() => addBookingMaterializers());

describe('replaying booking-codes.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
  });

  it('keeps the first save in flight and lands its code and expiry', () => {
    const inFlight = stream.replayUpTo('v1.BookingSaveRequested', 2).store;
    expect(inFlight.getRow('booking', 'save')).toMatchObject({
      status: 'submitting',
      command_id: 'cmd-bs-1',
      slot: 0,
      picks_key: 'sr:match:71001|1|1||||,sr:match:71002|1|2||||',
    });
    const saved = stream.replayUpTo('v1.BookingSaved').store;
    expect(saved.getRow('booking', 'save')).toMatchObject({
      status: 'saved',
      code: 'K7M2QX',
      expires_at: Date.parse('2026-11-26T15:00:00.000Z'),
      slot: 0,
    });
  });

  it('loads a link into the first empty slot, at the prices of now, without the closed pick, and reports all three', () => {
    const data = stream.replayUpTo('v1.BookingLoaded');
    const { store } = data;
    expect(slotSelections(data, 0).map((s) => s.matchId)).toEqual(['sr:match:71001', 'sr:match:71002']);
    expect(slotSelections(data, 1).map((s) => [s.matchId, s.odds])).toEqual([
      ['sr:match:71003', 3.4],
      ['sr:match:71004', 2.3],
    ]);
    expect(store.getValue('slip_active')).toBe(1);
    expect(store.getRow('booking', 'load')).toMatchObject({ status: 'loaded', code: 'XYZ234', via: 'link', slot: 1, command_id: 'cmd-bl-1' });
    expect(reportOf(store.getCell('booking', 'load', 'report'))).toEqual([
      { match: 'Arsenal v Sunderland', market: '1X2', outcome: 'X', state: 'open', savedOdds: 3.4, odds: 3.4 },
      { match: 'Chelsea v Everton', market: '1X2', outcome: '1', state: 'changed', savedOdds: 2.1, odds: 2.3 },
      { match: 'Leeds v Wolves', market: '1X2', outcome: '2', state: 'closed', savedOdds: 1.9, odds: null },
    ]);
  });

  it('drops a late refusal of an answered load and lands the refusal of the one in flight', () => {
    const late = stream.replayUpTo('v1.BookingLoadRefused', 1).store;
    expect(late.getRow('booking', 'load')).toMatchObject({ status: 'submitting', command_id: 'cmd-bl-2', code: 'ZZZZ22', via: 'field' });
    const refused = stream.replayUpTo('v1.BookingLoadRefused', 2);
    expect(refused.store.getRow('booking', 'load')).toMatchObject({ status: 'refused', error: 'BOOKING_CODE_NOT_FOUND', http_status: 404 });
    expect(slotSelections(refused, 1)).toHaveLength(2);
  });

  it('forgets the saved code when it is dismissed, and leaves the load alone', () => {
    const { store } = stream.replayUpTo('v1.BookingDismissed');
    expect(store.hasRow('booking', 'save')).toBe(false);
    expect(store.getCell('booking', 'load', 'status')).toBe('refused');
  });
});
