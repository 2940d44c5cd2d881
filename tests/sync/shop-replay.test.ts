// The shop counter in the store, proven by replaying tests/streams/shop-counter.jsonl (issue 18): no stored cashier
// session → signed out; sign-in lands the cashier (never a token: no event carries one); a load lands the ticket;
// a second accept while the first is in flight changes nothing and its late answer is dropped; a refused payout keeps
// the ticket beside the refusal; the till lands; Esc clears ticket and refusal; an invalid cashier session forgets the
// cashier and all it loaded; sign-out does too.
import { beforeAll, describe, expect, it } from 'vitest';
import { addShopMaterializers } from '../../sync/families/shop.ts';
import { COUNTER_ROW } from '../../sync/read/shop.ts';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { recordedStream } from './stream.ts';

const stream = recordedStream('shop-counter');
beforeAll(() => addShopMaterializers());
const row = (type: string, n = 1) => stream.replayUpTo(type, n).store.getRow('shopCounter', COUNTER_ROW);
const json = (text: unknown) => (typeof text === 'string' && text ? JSON.parse(text) : null);

describe('replaying shop-counter.jsonl', () => {
  it('applies every event, and no line carries a token or password', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
    expect(stream.lines.join('\n')).not.toMatch(/csh_|password|token/i);
  });

  it('starts signed out when no session is kept, then signs in', () => {
    expect(row('v1.ShopFailed')).toMatchObject({ status: 'failed', code: 'NO_CASHIER_SESSION', cashier: '' });
    expect(json(row('v1.ShopSucceeded').cashier)).toEqual({ id: 'c-1', username: 'piassa-1', shop_id: 's-1', shop_name: 'Piassa' });
  });

  it('loads a ticket, keeps the first accept in flight and drops the late answer of the second', () => {
    expect(json(row('v1.ShopSucceeded', 2).ticket)).toMatchObject({ shop: { state: 'created', can_accept: true } });
    expect(row('v1.ShopRequested', 4)).toMatchObject({ status: 'submitting', action: 'accept', command_id: 'cmd-4' });
    expect(row('v1.ShopSucceeded', 3)).toMatchObject({ status: 'submitting', command_id: 'cmd-4' });
    const accepted = row('v1.ShopSucceeded', 4);
    expect(accepted).toMatchObject({ status: 'done', action: 'accept' });
    expect(json(accepted.ticket).shop).toMatchObject({ state: 'accepted', shop_name: 'Piassa' });
  });

  it('keeps the ticket beside a refused payout, lands the till, and Esc clears ticket and refusal', () => {
    const refused = row('v1.ShopFailed', 2);
    expect(refused).toMatchObject({ status: 'failed', action: 'payout', code: 'ALREADY_PAID', http_status: 409 });
    expect(json(refused.ticket).ticket.reference_id).toBe('CASH-ABCDE23456');
    expect(json(row('v1.ShopSucceeded', 5).till)).toMatchObject({ stakes_in: 20, payouts_out: 43.13, balance: -23.13 });
    const cleared = row('v1.ShopCleared');
    expect(cleared).toMatchObject({ status: '', code: '', ticket: '' });
    expect(json(cleared.cashier)).not.toBeNull();
  });

  it('forgets the cashier and all it loaded on an invalid session and on sign-out', () => {
    expect(row('v1.ShopFailed', 3)).toMatchObject({ code: 'INVALID_CASHIER_SESSION', cashier: '', ticket: '', till: '' });
    const { store } = stream.replayUpTo('v1.ShopSucceeded', 7);
    expect(store.getRow('shopCounter', COUNTER_ROW)).toMatchObject({ status: 'done', action: 'signOut', cashier: '', ticket: '', till: '' });
  });
});
