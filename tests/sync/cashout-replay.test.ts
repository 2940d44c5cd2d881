// Cash-out and the live bet's hold (issue 32), proven on a stream recorded from the real server with its live engine
// on (scripts/record-cashout-stream.ts): a prematch multiple of 2 × 10 ETB legs, its offer, a tampered offer refused
// with the current one, half of the open stake cashed out (the offer follows at once), the rest cashed out — the ticket
// CASHED_OUT in its history row, paid in all what the two takings paid — and a live single held for football's 6 s,
// whose intent carries the odds policy and the hold the slip counts down.
import { describe, expect, it } from 'vitest';
import { partialAmount } from '../../domain/cashout.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';
import { recordedStream } from './stream.ts';

const { lines, events, quiet, replayUpTo } = recordedStream('cashout-session');
const of = (type: string, n = 1) => events.filter((e) => e.type === type)[n - 1]!;
const ticketId = String((of('v1.TicketPlaced').payload.ticket as { id: string }).id);
const cents = (etb: unknown): number => Math.round(Number(etb) * 100);

describe('replaying cashout-session.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it("keeps the betting config's live-bet delays for the slip's countdown", () => {
    const data = replayUpTo('v1.BettingConfigLoaded');
    expect(JSON.parse(data.store.getValue('live_delays') ?? '')).toMatchObject({ '1': 6, '2': 4, '5': 4 });
  });

  it("holds the ticket's offer: available on the whole open stake, at most what it would pay", () => {
    const data = replayUpTo('v1.CashoutOfferLoaded');
    const offer = data.store.getRow('cashoutOffers', ticketId);
    expect(offer).toMatchObject({ available: true, reason: '', open_stake: 20, in_play: false });
    expect(offer.offer).toBeGreaterThan(0);
    expect(offer.offer).toBeLessThan(offer.potential_win ?? 0);
    expect(data.store.getCell('resources', `history:cashout:${ticketId}`, 'status')).toBe('ready');
  });

  it('a tampered offer is refused with the current one, to accept again; closing it leaves the ticket idle', () => {
    const requested = of('v1.CashoutRequested');
    expect(requested.payload).toMatchObject({ ticketId, openStake: 20 });
    expect(requested.payload.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    let data = replayUpTo('v1.CashoutRequested');
    expect(data.store.getRow('cashouts', ticketId)).toMatchObject({ status: 'submitting', part: 0, seen: requested.payload.offer });
    data = replayUpTo('v1.CashoutRefused');
    const current = data.store.getCell('cashoutOffers', ticketId, 'offer');
    expect(data.store.getRow('cashouts', ticketId)).toMatchObject({
      status: 'refused',
      code: 'CASHOUT_OFFER_CHANGED',
      http_status: 400,
      new_offer: current,
      retry_key: '',
    });
    data = replayUpTo('v1.CashoutDismissed');
    expect(data.store.getRow('cashouts', ticketId)).toMatchObject({ status: '', code: '', new_offer: 0 });
  });

  it('half of the open stake pays its share of the offer and leaves 10 ETB open; the offer follows at once', () => {
    const whole = of('v1.CashoutOfferLoaded').payload.offer as { offer: number };
    const asked = of('v1.CashoutRequested', 2).payload;
    expect(asked).toMatchObject({ stake: 10, openStake: 20 });
    expect(cents(asked.offer)).toBe(partialAmount(cents(whole.offer), 2_000, 1_000));
    const data = replayUpTo('v1.CashoutTaken');
    const taken = of('v1.CashoutTaken').payload;
    expect(taken).toMatchObject({ stake: 10, amount: asked.offer });
    expect(data.store.getRow('cashouts', ticketId)).toMatchObject({ status: 'taken', amount: asked.offer, stake: 10, cashed: asked.offer });
    expect(data.store.getRow('cashoutOffers', ticketId)).toMatchObject({ available: true, open_stake: 10 });
    expect(data.store.getCell('tickets', ticketId, 'bet_status')).toBe('PENDING');
    // Read again: the server's offer on the 10 ETB left.
    const again = replayUpTo('v1.CashoutOfferLoaded', 2);
    expect(again.store.getRow('cashoutOffers', ticketId)).toMatchObject({ available: true, open_stake: 10 });
  });

  it('the rest cashes the ticket out: CASHED_OUT in its history row, paid in all what the two takings paid, no offer left', () => {
    const first = Number(of('v1.CashoutTaken', 1).payload.amount);
    const second = Number(of('v1.CashoutTaken', 2).payload.amount);
    expect(of('v1.CashoutRequested', 3).payload.stake).toBeUndefined();
    let data = replayUpTo('v1.CashoutTaken', 2);
    expect(data.store.getRow('tickets', ticketId)).toMatchObject({ bet_status: 'CASHED_OUT', win_amount: (cents(first) + cents(second)) / 100 });
    expect(cents(data.store.getCell('cashouts', ticketId, 'cashed'))).toBe(cents(first) + cents(second));
    expect(data.store.getRow('cashoutOffers', ticketId)).toMatchObject({ available: false, reason: 'NOT_PENDING', open_stake: 0 });
    data = replayUpTo('v1.TicketHistoryLoaded', 2);
    expect(data.store.getCell('tickets', ticketId, 'bet_status')).toBe('CASHED_OUT');
    expect(data.store.getRow('cashoutOffers', ticketId)).toMatchObject({ available: false, reason: 'NOT_PENDING' });
  });

  it("the live single's intent carries the odds policy and football's 6 s hold; the slot counts it down until the answer", () => {
    const live = of('v1.TicketRequested', 2);
    expect(live.payload).toMatchObject({ slot: 1, kind: 'money', oddsPolicy: 'higher', holdSeconds: 6 });
    expect(of('v1.TicketRequested', 1).payload.holdSeconds).toBeUndefined();
    let data = replayUpTo('v1.TicketRequested', 2);
    expect(data.store.getRow('placements', '1')).toMatchObject({ status: 'submitting', held_until: live.at + 6_000 });
    data = replayUpTo('v1.TicketPlaced', 2);
    expect(data.store.getCell('placements', '1', 'status')).toBe('placed');
    // The server held it: its answer came after the delay.
    expect(of('v1.TicketPlaced', 2).at - live.at).toBeGreaterThanOrEqual(6_000);
  });

  it("signing out forgets the player's offers and cash-outs with the history", () => {
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect(data.store.getTableIds()).not.toContain('cashoutOffers');
    expect(data.store.getTableIds()).not.toContain('cashouts');
    expect(data.store.getRowIds('resources').filter((k) => k.startsWith('history:'))).toEqual([]);
  });
});
