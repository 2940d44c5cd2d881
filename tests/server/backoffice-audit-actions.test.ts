// Every state-changing operator endpoint writes exactly one audit entry, in the transaction of its effect (issue 33):
// a representative successful call of each, through HTTP with the operator token (actor_kind 'machine'), then the
// chain verifies. A refused call (400, 404, 409) writes nothing, and neither does a replay that changes nothing.
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import { verifyAuditChain } from '../../server/modules/backoffice/audit.ts';
import { gradeLeg } from '../../server/modules/tickets/results.ts';
import { settleDue } from '../../server/modules/tickets/settle.ts';
import { PASSWORD, signUp } from './auth-helpers.ts';
import { MERCHANT_ID, NOW, signRequest, useTestApp } from './helpers.ts';
import { resultOfMatch, simulatorOf } from './results-helpers.ts';
import { moneyBody, place } from './tickets-helpers.ts';

const TOKEN = 'audit-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = useTestApp({ operatorToken: TOKEN });

const op = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

interface Entry {
  action: string;
  actor_kind: string;
  target_kind: string | null;
  target_id: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
}

const headSeq = async (): Promise<number> =>
  Number((await t.app.db.selectFrom('audit_head').select('seq').where('id', '=', 1).executeTakeFirstOrThrow()).seq);

/** Runs `call` and answers its response with the audit entries it wrote. */
async function audited<R>(call: () => Promise<R>): Promise<{ res: R; entries: Entry[] }> {
  const since = await headSeq();
  const res = await call();
  const entries = await t.app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_kind', 'target_kind', 'target_id', 'before', 'after', 'reason'])
    .where('seq', '>', since)
    .orderBy('seq')
    .execute();
  return { res, entries };
}

/** Exactly one entry, of `action`, by the operator token; answers its before and after parsed. */
function one(entries: Entry[], action: string, target?: { kind: string; id: string }) {
  expect(entries.map((e) => e.action)).toEqual([action]);
  const entry = entries[0] as Entry;
  expect(entry.actor_kind).toBe('machine');
  expect(entry.reason).toBeNull();
  if (target !== undefined) {
    expect({ kind: entry.target_kind, id: entry.target_id }).toEqual(target);
  }
  const parse = (text: string | null) => (text === null ? null : JSON.parse(text));
  return { before: parse(entry.before), after: parse(entry.after) };
}

async function expectChainOk(): Promise<void> {
  expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true, broken_at: null });
}

/** The first not-started football match after NOW + `hours`, its home 1X2 outcome. */
async function footballOutcome(hours: number, skip = 0) {
  const m = await t.app.db
    .selectFrom('matches')
    .select('id')
    .where('sport_id', '=', '1')
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(NOW + hours * 3_600_000))
    .orderBy('start_time')
    .orderBy('id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  const outcomes = await t.app.db
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', m.id)
    .where('market_id', '=', '1')
    .where('specifier', '=', '')
    .orderBy('outcome_id')
    .execute();
  return { matchId: m.id, outcomes };
}

describe('refused and no-op calls write no entry', () => {
  it('a 400, a 404 and a 409 leave the trail as it was', async () => {
    const bad = await audited(() => op('POST', '/api/admin/v1/banners', { banner_type: BANNER_TYPE.phone, image_url: 'javascript:alert(1)' }));
    expect(bad.res.statusCode).toBe(400);
    expect(bad.entries).toEqual([]);
    const missing = await audited(() => op('DELETE', '/api/admin/v1/promotions/no-such-promotion'));
    expect(missing.res.statusCode).toBe(404);
    expect(missing.entries).toEqual([]);
    const first = await audited(() => op('POST', '/api/admin/v1/shops', { name: 'Audit counter' }));
    expect(first.res.statusCode).toBe(201);
    const clash = await audited(() => op('POST', '/api/admin/v1/shops', { name: 'Audit counter' }));
    expect(clash.res.json().code).toBe('SHOP_EXISTS');
    expect(clash.entries).toEqual([]);
    await expectChainOk();
  });
});

describe('each state-changing operator endpoint writes one entry', () => {
  it('ChangeOdds: odds.change with the outcome before and the change after', async () => {
    const { matchId, outcomes } = await footballOutcome(3);
    const o = outcomes[0]!;
    const odds = fromCents(o.odds_hundredths + 10);
    const change = { match_id: matchId, market_id: '1', outcome_id: o.outcome_id, odds };
    const { res, entries } = await audited(() => op('POST', '/api/admin/v1/feed/odds', { changes: [change] }));
    expect(res.json()).toMatchObject({ success: true, changed: 1 });
    const { before, after } = one(entries, 'odds.change');
    expect(before.changes).toEqual([{ ...change, specifier: '', odds: fromCents(o.odds_hundredths), status: 'active' }]);
    expect(after).toEqual({ changes: [change] });
    // The same price again changes nothing: no entry.
    expect((await audited(() => op('POST', '/api/admin/v1/feed/odds', { changes: [change] }))).entries).toEqual([]);
  });

  it('SwitchCashout: cashout.switch, once', async () => {
    const body = { merchant_id: MERCHANT_ID, sport_id: '1', enabled: false };
    const { res, entries } = await audited(() => op('POST', '/api/admin/v1/cashout/switch', body));
    expect(res.statusCode, res.body).toBe(200);
    const { before, after } = one(entries, 'cashout.switch', { kind: 'merchant', id: MERCHANT_ID });
    expect(before).toEqual({ sport_id: '1', market_id: '', enabled: true });
    expect(after).toEqual({ sport_id: '1', market_id: '', enabled: false });
    expect((await audited(() => op('POST', '/api/admin/v1/cashout/switch', body))).entries).toEqual([]);
    one((await audited(() => op('POST', '/api/admin/v1/cashout/switch', { ...body, enabled: true }))).entries, 'cashout.switch');
  });

  it('banners: banner.create, banner.edit (before and after), banner.retire', async () => {
    const created = await audited(() =>
      op('POST', '/api/admin/v1/banners', { banner_type: BANNER_TYPE.phone, image_url: '/banners/audit.webp', order: 7 }),
    );
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = created.res.json().banner.id as string;
    expect(one(created.entries, 'banner.create', { kind: 'banner', id }).after).toMatchObject({ id, order: 7, active: true });
    const edited = await audited(() => op('PUT', `/api/admin/v1/banners/${id}`, { order: 8 }));
    expect(edited.res.statusCode).toBe(200);
    const edit = one(edited.entries, 'banner.edit', { kind: 'banner', id });
    expect([edit.before.order, edit.after.order]).toEqual([7, 8]);
    const retired = await audited(() => op('DELETE', `/api/admin/v1/banners/${id}`));
    const retire = one(retired.entries, 'banner.retire', { kind: 'banner', id });
    expect([retire.before.active, retire.after.active]).toEqual([true, false]);
    expect((await audited(() => op('DELETE', `/api/admin/v1/banners/${id}`))).entries).toEqual([]);
  });

  it('promotions: promotion.create, promotion.edit, promotion.retire; a refused edit writes nothing', async () => {
    const created = await audited(() => op('POST', '/api/admin/v1/promotions', { type: 'DEPOSIT', title: 'Audited offer' }));
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = created.res.json().promotion.id as string;
    expect(one(created.entries, 'promotion.create', { kind: 'promotion', id }).after).toMatchObject({ title: 'Audited offer', active: true });
    const window = { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' };
    const refused = await audited(() => op('PUT', `/api/admin/v1/promotions/${id}`, window));
    expect(refused.res.statusCode).toBe(400);
    expect(refused.entries).toEqual([]);
    const edited = await audited(() => op('PUT', `/api/admin/v1/promotions/${id}`, { title: 'Audited offer, edited' }));
    const edit = one(edited.entries, 'promotion.edit', { kind: 'promotion', id });
    expect([edit.before.title, edit.after.title]).toEqual(['Audited offer', 'Audited offer, edited']);
    const retired = await audited(() => op('DELETE', `/api/admin/v1/promotions/${id}`));
    const retire = one(retired.entries, 'promotion.retire', { kind: 'promotion', id });
    expect([retire.before.active, retire.after.active]).toEqual([true, false]);
  });

  it('shops: shop.create and cashier.create, never with the password', async () => {
    const shop = await audited(() => op('POST', '/api/admin/v1/shops', { name: 'Audit shop' }));
    expect(shop.res.statusCode).toBe(201);
    const shopId = shop.res.json().id as string;
    expect(one(shop.entries, 'shop.create', { kind: 'shop', id: shopId }).after).toEqual({
      id: shopId,
      merchant_id: MERCHANT_ID,
      name: 'Audit shop',
    });
    const cashier = await audited(() => op('POST', `/api/admin/v1/shops/${shopId}/cashiers`, { username: 'audit-cashier', password: PASSWORD }));
    expect(cashier.res.statusCode, cashier.res.body).toBe(201);
    const cashierId = cashier.res.json().cashier_id as string;
    const { after } = one(cashier.entries, 'cashier.create', { kind: 'cashier', id: cashierId });
    expect(after).toEqual({ cashier_id: cashierId, username: 'audit-cashier', shop_id: shopId, shop_name: 'Audit shop' });
    expect(JSON.stringify(cashier.entries)).not.toContain(PASSWORD);
  });

  it('SetPaymentPreferences: payments.preferences with before and after', async () => {
    const gateways = [
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR'] },
      { name: 'arifpay', enabled: false, methods: [] },
    ];
    const { res, entries } = await audited(() => op('PUT', '/api/admin/v1/payments/preferences', { flow: 'deposit', gateways }));
    expect(res.statusCode, res.body).toBe(200);
    const { before, after } = one(entries, 'payments.preferences', { kind: 'merchant', id: MERCHANT_ID });
    expect(before.flow).toBe('deposit');
    expect(after).toEqual({ flow: 'deposit', gateways });
    expect(before.gateways).not.toEqual(gateways);
  });

  it('games: games.settings, games.free_spins, games.sync', async () => {
    const was = await t.app.db.selectFrom('merchants').select('casino_real_money').where('id', '=', MERCHANT_ID).executeTakeFirstOrThrow();
    const set = await audited(() => op('PUT', '/api/admin/v1/games/settings', { real_money: !was.casino_real_money }));
    expect(set.res.statusCode, set.res.body).toBe(200);
    const settings = one(set.entries, 'games.settings', { kind: 'merchant', id: MERCHANT_ID });
    expect(settings).toEqual({ before: { real_money: was.casino_real_money }, after: { real_money: !was.casino_real_money } });

    const player = await signUp(t.app, '0911000391');
    const grant = await audited(() =>
      op('POST', '/api/admin/v1/games/free-spins', { casino_id: MERCHANT_ID, player_id: player.user.id, freespins_count: 3, bet: 2 }),
    );
    expect(grant.res.statusCode, grant.res.body).toBe(200);
    const granted = one(grant.entries, 'games.free_spins', { kind: 'player', id: player.user.id });
    expect(granted.after).toMatchObject({ freespins_count: 3, bet: 2, player_id: player.user.id });

    const request = signRequest(t.app, { method: 'POST', url: '/api/v1/games/sync', body: {} });
    const sync = await audited(() => t.app.inject({ ...request, headers: { ...request.headers, ...auth } }));
    expect(sync.res.statusCode, sync.res.body).toBe(200);
    expect(one(sync.entries, 'games.sync').after).toMatchObject({ failed: [], games: sync.res.json().data.games });
  });

  it('RollbackTicket: ticket.rollback with the status before and after; a no-op writes nothing', async () => {
    const player = await signUp(t.app, '0911000392');
    const { matchId, outcomes } = await footballOutcome(1, 3);
    const result = await resultOfMatch(t.app, matchId);
    const lost = outcomes.find((o) => gradeLeg(result, { market_id: '1', specifier: '', outcome_id: o.outcome_id }) === 'LOST')!;
    const leg = { match_id: matchId, market_id: '1', specifier: '', outcome_id: lost.outcome_id, odds: fromCents(lost.odds_hundredths) };
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().ticket_id as string;
    await settleDue(t.app.db, NOW + 6 * 86_400_000, simulatorOf(t.app));
    const { res, entries } = await audited(() => op('POST', `/api/admin/v1/tickets/${id}/rollback`));
    expect(res.json()).toMatchObject({ rolled_back: true, previous_status: 'LOST' });
    const { before, after } = one(entries, 'ticket.rollback', { kind: 'ticket', id });
    expect(before).toMatchObject({ status: 'LOST' });
    expect(after).toMatchObject({ status: 'PENDING' });
    const again = await audited(() => op('POST', `/api/admin/v1/tickets/${id}/rollback`));
    expect(again.res.json()).toMatchObject({ rolled_back: false });
    expect(again.entries).toEqual([]);
  });

  it('AdvanceFeed then EnterResults: feed.advance and results.enter (the results as given)', async () => {
    const advanced = await audited(() => op('POST', '/api/admin/v1/feed/advance', { minutes: 120 }));
    expect(advanced.res.statusCode, advanced.res.body).toBe(200);
    expect(one(advanced.entries, 'feed.advance').after).toMatchObject({ minutes: 120, started: advanced.res.json().started });

    const match = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('sport_id', '=', '1')
      .where('start_time', '<=', new Date(NOW))
      .where('id', 'not in', t.app.db.selectFrom('match_results').select('match_id'))
      .orderBy('start_time', 'desc')
      .executeTakeFirstOrThrow();
    const results = [{ match_id: match.id, home_score: 2, away_score: 1, ht_home_score: 1, ht_away_score: 0 }];
    const early = await audited(() => op('POST', '/api/admin/v1/feed/results', { results: [{ ...results[0], ht_home_score: 3 }] }));
    expect(early.res.statusCode).toBe(400);
    expect(early.entries).toEqual([]);
    const entered = await audited(() => op('POST', '/api/admin/v1/feed/results', { results }));
    expect(entered.res.json()).toMatchObject({ success: true, stored: 1 });
    expect(one(entered.entries, 'results.enter', { kind: 'match', id: match.id }).after).toEqual({ results, stored: 1 });
    // The same result again changes nothing: no entry.
    expect((await audited(() => op('POST', '/api/admin/v1/feed/results', { results }))).entries).toEqual([]);
  });

  it('the chain verifies over every entry written', async () => {
    const report = await verifyAuditChain(t.app.db);
    expect(report).toMatchObject({ ok: true, broken_at: null });
    const actions = (await t.app.db.selectFrom('audit_log').select('action').distinct().execute()).map((r) => r.action).sort();
    expect(actions).toEqual(
      expect.arrayContaining([
        'banner.create',
        'banner.edit',
        'banner.retire',
        'cashier.create',
        'cashout.switch',
        'feed.advance',
        'games.free_spins',
        'games.settings',
        'games.sync',
        'odds.change',
        'payments.preferences',
        'promotion.create',
        'promotion.edit',
        'promotion.retire',
        'results.enter',
        'shop.create',
        'ticket.rollback',
      ]),
    );
  });
});
