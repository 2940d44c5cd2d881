// Money tickets: placement with the stake debit in one ledger transaction, every refusal code with its
// text (spec §8), idempotent retries, 100 concurrent bets against a 100 ETB wallet, the 403 for another
// player's user_id, and the reads by id, by reference and per player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_ERRORS } from '../../domain/ticket-errors.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, NOW, signed, type TestApp } from './helpers.ts';
import { balanceOf, moneyBody, newKey, pickLegs, place, type Leg } from './tickets-helpers.ts';

let t: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let legs: Leg[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t.app, '0911000001');
  const b = await signUp(t.app, '0911000002');
  alice = { id: a.user.id, token: a.session.id };
  bob = { id: b.user.id, token: b.session.id };
  legs = await pickLegs(t.app, 6);
});
afterAll(() => t.app.close());

describe('POST /api/v1/tickets', () => {
  it('places a single: 201, a BB- reference, the stake debited and the figures stored', async () => {
    const before = await balanceOf(t.app, alice.id);
    const res = await place(t.app, alice.token, moneyBody(alice.id, legs.slice(0, 1), 10));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, reference_id: expect.stringMatching(/^BB-[A-Z2-7]{10}$/) });
    expect(body.ticket).toMatchObject({ bet_status: 'PENDING', bet_type: 'SINGLE', total_stake: 10, stake_tax_amount: 1.3, net_stake: 8.7 });
    expect(body.ticket.selections[0]).toMatchObject({ MatchID: legs[0]?.match_id, Odds: legs[0]?.odds, SettlementStatus: 'PENDING' });
    expect(await balanceOf(t.app, alice.id)).toBe(before - 1000);
  });

  it('accepts the legacy payload (zero tax and bonus fields) and stores its own figures', async () => {
    const body = {
      ...moneyBody(alice.id, legs.slice(0, 3), 5),
      stake_tax_amount: 0,
      winnings_tax_amount: 0,
      bonus_percentage: 0,
      bonus_amount: 0,
      net_stake: 5,
    };
    const res = await place(t.app, alice.token, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().ticket).toMatchObject({ bet_type: 'MULTIPLE', stake_tax_amount: 0.65, net_stake: 4.35, bonus_percentage: 5 });
  });

  it('answers a retry with the same Idempotency-Key with the same ticket and debits once', async () => {
    const key = newKey();
    const before = await balanceOf(t.app, alice.id);
    const first = await place(t.app, alice.token, moneyBody(alice.id, legs.slice(1, 2), 2), key);
    const again = await place(t.app, alice.token, moneyBody(alice.id, legs.slice(1, 2), 2), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference_id).toBe(first.json().reference_id);
    expect(await balanceOf(t.app, alice.id)).toBe(before - 200);
  });

  it('accepts the spec client request without an Idempotency-Key: each signed request is one bet', async () => {
    const before = await balanceOf(t.app, alice.id);
    const first = await place(t.app, alice.token, moneyBody(alice.id, legs.slice(1, 2), 2), null);
    const second = await place(t.app, alice.token, moneyBody(alice.id, legs.slice(1, 2), 2), null);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().reference_id).not.toBe(first.json().reference_id);
    expect(await balanceOf(t.app, alice.id)).toBe(before - 400);
  });

  it('refuses to place for another player (403) and without a session (401)', async () => {
    const res = await place(t.app, bob.token, moneyBody(alice.id, legs.slice(0, 1)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', error: 'You do not have permission to place this bet' });
    const anonymous = await authed(t.app, { method: 'POST', url: '/api/v1/tickets', body: moneyBody(alice.id, legs.slice(0, 1)) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers ODDS_CHANGED with 400 (spec §8: on 400 by code) and the current odds', async () => {
    const moved = legs.slice(0, 2).map((l, i) => (i === 1 ? { ...l, odds: l.odds + 0.1 } : l));
    const res = await place(t.app, alice.token, moneyBody(alice.id, moved));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ODDS_CHANGED', error: TICKET_ERRORS.ODDS_CHANGED });
    expect(res.json().current).toEqual(
      legs.slice(0, 2).map((l) => ({ match_id: l.match_id, market_id: l.market_id, specifier: l.specifier, outcome_id: l.outcome_id, odds: l.odds })),
    );
  });
});

describe('refusals', () => {
  const refused = async (
    body: unknown,
    code: string,
    text: string | RegExp = TICKET_ERRORS[code as keyof typeof TICKET_ERRORS],
    key: string | null = newKey(),
  ) => {
    const before = await balanceOf(t.app, alice.id);
    const res = await place(t.app, alice.token, body, key);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().error).toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text);
    expect(await balanceOf(t.app, alice.id)).toBe(before);
  };
  const single = () => moneyBody(alice.id, legs.slice(0, 1));
  const withLeg = (patch: Partial<Leg>) => moneyBody(alice.id, [{ ...(legs[0] as Leg), ...patch }]);

  it('VALIDATION_FAILED for a bad body, a missing key, a bad stake or a stake out of bounds', async () => {
    await refused(single(), 'VALIDATION_FAILED', /idempotency-key/, 'with space');
    await refused(single(), 'VALIDATION_FAILED', /idempotency-key/, 'x'.repeat(201));
    await refused({ ...single(), total_stake: '10' }, 'VALIDATION_FAILED', /total_stake/);
    await refused({ ...single(), user_id: undefined }, 'VALIDATION_FAILED', /user_id/);
    await refused({ ...single(), net_stake: -1 }, 'VALIDATION_FAILED', /net_stake/);
    await refused(moneyBody(alice.id, legs.slice(0, 1), 0.5), 'VALIDATION_FAILED', 'Stake must be between 1.00 and 100,000.00 ETB');
    await refused(moneyBody(alice.id, legs.slice(0, 1), 100_000.01), 'VALIDATION_FAILED', 'Stake must be between 1.00 and 100,000.00 ETB');
  });

  it('INVALID_SELECTIONS and INVALID_BET_TYPE', async () => {
    await refused({ ...single(), selections: [] }, 'INVALID_SELECTIONS', /At least one selection/);
    await refused({ ...single(), selections: [{ match_id: legs[0]?.match_id }] }, 'INVALID_SELECTIONS', /Selection 1/);
    await refused({ ...single(), selections: 'x' }, 'INVALID_SELECTIONS', /At least one selection/);
    await refused({ ...single(), bet_type: 'SYSTEM' }, 'INVALID_BET_TYPE', /Bet type/);
    await refused({ ...single(), bet_type: 'MULTIPLE' }, 'INVALID_BET_TYPE', /Bet type/);
  });

  it('DUPLICATE_MATCH, MATCH_NOT_FOUND, MATCH_NOT_ACTIVE, MATCH_STARTING_SOON', async () => {
    const twice = moneyBody(alice.id, [legs[0] as Leg, legs[0] as Leg]);
    await refused(twice, 'DUPLICATE_MATCH');
    await refused(withLeg({ match_id: 'no-such-match' }), 'MATCH_NOT_FOUND');
    const [live, soon] = await pickLegs(t.app, 2, 20);
    await t.app.db
      .updateTable('matches')
      .set({ status: 'live' })
      .where('id', '=', live?.match_id ?? '')
      .execute();
    await t.app.db
      .updateTable('matches')
      .set({ start_time: new Date(NOW + 30_000) })
      .where('id', '=', soon?.match_id ?? '')
      .execute();
    await refused(moneyBody(alice.id, [live as Leg]), 'MATCH_NOT_ACTIVE');
    await refused(moneyBody(alice.id, [soon as Leg]), 'MATCH_STARTING_SOON');
  });

  it('MARKET_NOT_FOUND, MARKET_NOT_ACTIVE, INVALID_ODDS', async () => {
    await refused(withLeg({ market_id: 'no-such-market' }), 'MARKET_NOT_FOUND');
    await refused(withLeg({ specifier: 'total=99.5' }), 'MARKET_NOT_FOUND');
    const [closed] = await pickLegs(t.app, 1, 22);
    await t.app.db
      .updateTable('markets')
      .set({ status: 'suspended' })
      .where('match_id', '=', closed?.match_id ?? '')
      .where('market_id', '=', closed?.market_id ?? '')
      .execute();
    await refused(moneyBody(alice.id, [closed as Leg]), 'MARKET_NOT_ACTIVE');
    await refused(withLeg({ outcome_id: 'no-such-outcome' }), 'INVALID_ODDS');
    await refused(withLeg({ odds: 1 }), 'INVALID_ODDS');
  });

  it('INVALID_VAT_CALCULATION, INVALID_BONUS_PERCENTAGE, MATHEMATICAL_INCONSISTENCY', async () => {
    await refused({ ...single(), stake_tax_amount: 1.5 }, 'INVALID_VAT_CALCULATION');
    await refused({ ...single(), net_stake: 8.5 }, 'INVALID_VAT_CALCULATION');
    await refused({ ...single(), bonus_percentage: 5 }, 'INVALID_BONUS_PERCENTAGE');
    await refused({ ...moneyBody(alice.id, legs.slice(0, 3)), bonus_amount: 3 }, 'INVALID_BONUS_PERCENTAGE');
    const body = single();
    await refused({ ...body, net_potential_win: Number(body['net_potential_win']) + 0.02 }, 'MATHEMATICAL_INCONSISTENCY');
    await refused({ ...body, basic_potential_win: Number(body['basic_potential_win']) + 1 }, 'MATHEMATICAL_INCONSISTENCY');
  });

  it('a one-cent rounding difference is tolerated', async () => {
    const body = single();
    const res = await place(t.app, alice.token, { ...body, net_potential_win: Number(body['net_potential_win']) + 0.01 });
    expect(res.statusCode).toBe(201);
  });

  it('POTENTIAL_WIN_TOO_HIGH and INSUFFICIENT_BALANCE', async () => {
    const long = await pickLegs(t.app, 8, 30, 'highest');
    await refused(moneyBody(alice.id, long, 100_000), 'POTENTIAL_WIN_TOO_HIGH');
    await refused(moneyBody(alice.id, legs.slice(0, 1), 5_000), 'INSUFFICIENT_BALANCE');
  });
});

describe('concurrency', () => {
  it('100 concurrent bets of 10 ETB against 100 ETB leave exactly 10 tickets and balance 0', async () => {
    const carol = await signUp(t.app, '0911000003');
    expect(await balanceOf(t.app, carol.user.id)).toBe(10_000);
    const body = moneyBody(carol.user.id, legs.slice(2, 3), 10);
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(t.app, carol.session.id, body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 400 && r.json().code === 'INSUFFICIENT_BALANCE')).toHaveLength(90);
    expect(await balanceOf(t.app, carol.user.id)).toBe(0);
    const stored = await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', carol.user.id).execute();
    expect(stored).toHaveLength(10);
  });
});

describe('reads', () => {
  it('by id for the owner only, by reference for anyone, and per player for oneself', async () => {
    const res = await place(t.app, bob.token, moneyBody(bob.id, legs.slice(3, 5), 4));
    const { ticket_id: id, reference_id: ref } = res.json() as { ticket_id: string; reference_id: string };
    const own = await authed(t.app, { url: `/api/v1/tickets/${id}`, token: bob.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, reference_id: ref, total_stake: 4, bet_type: 'MULTIPLE' });
    expect(own.json().market_status[0]).toMatchObject({
      MatchID: legs[3]?.match_id,
      HomeTeam: { name: expect.any(String) },
      SportName: expect.any(String),
    });
    expect((await authed(t.app, { url: `/api/v1/tickets/${id}`, token: alice.token })).statusCode).toBe(403);
    const missing = await authed(t.app, { url: '/api/v1/tickets/00000000-0000-0000-0000-000000000000', token: bob.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found', code: 'NOT_FOUND' });

    const checked = await signed(t.app, { url: `/api/v1/tickets/reference/${ref}` });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().id).toBe(id);
    expect((await signed(t.app, { url: '/api/v1/tickets/reference/BB-NOPE' })).json()).toEqual({ error: 'Ticket not found', code: 'NOT_FOUND' });

    const list = await authed(t.app, { url: `/api/v1/tickets/player/${alice.id}?limit=2`, token: alice.token });
    expect(list.statusCode).toBe(200);
    const { tickets, total_count: total } = list.json() as { tickets: { created_at: string }[]; total_count: number };
    expect(tickets).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(4);
    expect((await authed(t.app, { url: `/api/v1/tickets/player/${alice.id}`, token: bob.token })).statusCode).toBe(403);
    expect((await authed(t.app, { url: `/api/v1/tickets/player/${alice.id}?limit=x`, token: alice.token })).statusCode).toBe(400);
  });
});
