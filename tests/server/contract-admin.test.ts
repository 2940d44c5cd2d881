// The contract of the operator, banner and health routes (schema/endpoints/admin.ts, admin-feed.ts,
// promotions.ts, system.ts): each is registered from its declaration; a valid request's answer decodes with
// the struct declared for its status (the structs the client and the operator tools read with); malformed
// requests are 400s with the right code and a text naming the field, never echoing what was sent.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schema/endpoint.ts';
import { ADMIN_ENDPOINTS, AdvanceFeed, CheckLedger, CreditWallet, MAX_ADVANCE_MINUTES, RollbackTicket } from '../../schema/endpoints/admin.ts';
import { ChangeOdds, EnterResults, MAX_ODDS, MIN_ODDS } from '../../schema/endpoints/admin-feed.ts';
import { CreateBanner, ListBanners, PROMOTION_ENDPOINTS } from '../../schema/endpoints/promotions.ts';
import { Health, SYSTEM_ENDPOINTS } from '../../schema/endpoints/system.ts';
import { MAX_ADVANCE_MINUTES as FEED_CLOCK_MAX } from '../../server/modules/catalog/feed-clock.ts';
import { MAX_ODDS as FEED_MAX_ODDS, MIN_ODDS as FEED_MIN_ODDS } from '../../server/modules/catalog/feed/index.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, NOW, signed, useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { expectDeclared } from './contract-helpers.ts';

const TOKEN = 'operator-secret-contract';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = useTestApp({ operatorToken: TOKEN });
const PHONE = '+251911445566';
let userId = '';
let sessionToken = '';

beforeAll(async () => {
  const user = await t.app.db
    .insertInto('users')
    .values({ merchant_id: MERCHANT_ID, phone: PHONE, password_hash: 'x', created_at: new Date(NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
  await t.app.db.transaction().execute((trx) => openWallet(trx, userId, MERCHANT_ID));
  sessionToken = (await createSession(t.app.db, userId, MERCHANT_ID, NOW)).token;
});

const op = (e: Endpoint, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: e.method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A 400 VALIDATION_FAILED with this text, decoding as the declared error body. */
function expectRefused(e: Endpoint, res: LightMyRequestResponse, text: string | RegExp): void {
  expectDeclared(e, res, 400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(res.json().error).toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text);
}

describe('declarations', () => {
  it('registers every operator, banner and health route from its declaration', () => {
    for (const e of [...ADMIN_ENDPOINTS, ...PROMOTION_ENDPOINTS, ...SYSTEM_ENDPOINTS]) {
      const registered = t.app.contractRoutes.find((r) => r.method === e.method && r.url === e.path);
      expect(registered?.endpoint, e.id).toBe(e);
    }
    expect(ADMIN_ENDPOINTS.every((e) => e.access === 'operator') && CreateBanner.access === 'operator').toBe(true);
  });

  it("keeps the bounds the server's own modules use", () => {
    expect(MAX_ADVANCE_MINUTES).toBe(FEED_CLOCK_MAX);
    expect([MIN_ODDS, MAX_ODDS]).toEqual([FEED_MIN_ODDS, FEED_MAX_ODDS]);
  });
});

describe('valid requests answer what the declarations say', () => {
  it('health, banners (as spec §7 asks for them) and a new banner', async () => {
    expectDeclared(Health, await t.app.inject({ method: 'GET', url: '/api/health' }), 200);
    const created = await op(CreateBanner, CreateBanner.path, { banner_type: ' HOMEPAGE_MOBILE ', image_url: ' /banners/x.webp ', click_url: null });
    expectDeclared(CreateBanner, created, 201);
    expect(created.json().banner).toMatchObject({ banner_type: 'HOMEPAGE_MOBILE', image_url: '/banners/x.webp', click_url: null, order: 0 });
    for (const url of [`${ListBanners.path}?type=HOMEPAGE_MOBILE`, `${ListBanners.path}?type=`, ListBanners.path]) {
      const res = await signed(t.app, { url });
      expectDeclared(ListBanners, res, 200);
      expect(res.json().banners.length, url).toBeGreaterThan(0);
    }
  });

  it('credit, odds change, rollback of a pending ticket, feed advance, results and the ledger check', async () => {
    const credit = await op(CreditWallet, CreditWallet.path, { phone: '0911445566', amount: 25.5, reason: 'shop' }, { 'idempotency-key': 'c-1' });
    expectDeclared(CreditWallet, credit, 200);
    expect(credit.json()).toMatchObject({ user_id: userId, phone: PHONE, balance: 125.5 });

    const [leg] = await pickLegs(t.app, 1);
    const odds = await op(ChangeOdds, ChangeOdds.path, { changes: [{ ...leg, odds: 3.33, specifier: leg!.specifier || null }] });
    expectDeclared(ChangeOdds, odds, 200);
    expect(odds.json()).toEqual({ success: true, changed: 1 });

    const placed = await place(t.app, sessionToken, moneyBody(userId, [{ ...leg!, odds: 3.33 }], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const rollback = await op(RollbackTicket, `/api/admin/v1/tickets/${placed.json().ticket_id}/rollback`);
    expectDeclared(RollbackTicket, rollback, 200);
    expect(rollback.json()).toMatchObject({ rolled_back: false, previous_status: 'PENDING' });
    expectDeclared(RollbackTicket, await op(RollbackTicket, '/api/admin/v1/tickets/no-such-ticket/rollback'), 404);

    // The next football kick-off: advance just past it, so it has started and has no result yet.
    const next = await t.app.db
      .selectFrom('matches')
      .select(['id', 'start_time'])
      .where('sport_id', '=', '1')
      .where('start_time', '>', new Date(NOW))
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const minutes = Math.ceil((next.start_time.getTime() - NOW) / 60_000) + 1;
    expectDeclared(AdvanceFeed, await op(AdvanceFeed, AdvanceFeed.path, { minutes }), 200);
    const result = { match_id: next.id, sport_id: '1', home_score: 2, away_score: 1, ht_home_score: 1, ht_away_score: 0 };
    const entered = await op(EnterResults, EnterResults.path, { results: [result] });
    expectDeclared(EnterResults, entered, 200);
    expect(entered.json()).toMatchObject({ success: true, stored: 1, unchanged: 0 });

    const ledger = await op(CheckLedger, CheckLedger.path);
    expectDeclared(CheckLedger, ledger, 200);
    expect(ledger.json().ok).toBe(true);
  });
});

describe('malformed requests are 400s naming the field', () => {
  it('credit: phone, amount, reason, Idempotency-Key, body', async () => {
    const base = { phone: '0911445566', amount: 10, reason: 'r' };
    const cases: Array<[unknown, string]> = [
      [{ ...base, phone: 42 }, 'phone must be a non-empty string of at most 32 characters'],
      [{ ...base, phone: '   ' }, 'phone must be a non-empty string of at most 32 characters'],
      [{ ...base, phone: '12345' }, 'phone must be an Ethiopian mobile number (e.g. 0911223344)'],
      [{ ...base, amount: '10' }, 'amount must be a number greater than 0'],
      [{ ...base, amount: 0 }, 'amount must be a number greater than 0'],
      [{ ...base, amount: 1.005 }, 'amount must have at most 2 decimals'],
      [{ ...base, amount: 1_000_000.01 }, 'amount must be at most 1,000,000'],
      [{ phone: base.phone, amount: 10 }, 'reason must be a non-empty string of at most 200 characters'],
      [[base], 'Invalid request: a JSON object body is required'],
    ];
    for (const [payload, text] of cases) {
      expectRefused(CreditWallet, await op(CreditWallet, CreditWallet.path, payload), text);
    }
    const badKey = await op(CreditWallet, CreditWallet.path, base, { 'idempotency-key': 'has space' });
    expectRefused(CreditWallet, badKey, /idempotency-key/);
    expect(badKey.body).not.toContain('has space');
  });

  it('feed advance, results and odds keep the texts operators read', async () => {
    expectRefused(
      AdvanceFeed,
      await op(AdvanceFeed, AdvanceFeed.path, { minutes: '60' }),
      'minutes must be a whole number from 1 to 10080 (one week)',
    );
    const fb = { match_id: 'm', home_score: 1, away_score: 0, ht_home_score: 0, ht_away_score: 0 };
    const results: Array<[unknown, string]> = [
      [{ results: [] }, 'results must be a list of 1 to 500 results'],
      [{ results: [fb, 7] }, 'results[1] must be an object'],
      [{ results: [{ ...fb, home_score: null }] }, 'results[0].home_score must be a whole number'],
      [{ results: [{ ...fb, sport_id: '' }] }, 'results[0].sport_id must be a non-empty string of at most 200 printable characters'],
      [{ results: [{ ...fb, sets: [{ home: 6, away: 4, tie: 1 }] }] }, 'results[0].sets[0] must be an object {home, away}'],
      [{ results: [{ ...fb, sets: [{ home: 6, away: 100 }] }] }, 'results[0].sets[0].away must be a whole number from 0 to 99'],
      [
        { results: [{ ...fb, overtime_winner: 'draw' }] },
        "results[0].overtime_winner must be 'home' or 'away' when regulation ends level, and absent otherwise",
      ],
    ];
    for (const [payload, text] of results) {
      expectRefused(EnterResults, await op(EnterResults, EnterResults.path, payload), text);
    }
    const ref = { match_id: 'm', market_id: '1', outcome_id: '1' };
    const changes: Array<[unknown, string]> = [
      [{ changes: 'all' }, 'changes must be a list of 1 to 1000 changes'],
      [
        {
          changes: [
            { ...ref, odds: 2 },
            { ...ref, odds: null, status: null },
          ],
        },
        'changes[1] must set odds, status or both',
      ],
      [{ changes: [{ ...ref, market_id: null, odds: 2 }] }, 'changes[0].market_id must be a non-empty string of at most 200 characters'],
    ];
    for (const [payload, text] of changes) {
      expectRefused(ChangeOdds, await op(ChangeOdds, ChangeOdds.path, payload), text);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: ChangeOdds.path,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"changes":[{"match_id":"m","market_id":"1","outcome_id":"1","odds":1e400}]}',
    });
    expectRefused(ChangeOdds, huge, 'changes[0].odds must be a number from 1.01 to 500 with at most 2 decimals');
  });

  it('banners: type, order and links', async () => {
    expectRefused(ListBanners, await signed(t.app, { url: `${ListBanners.path}?type=a&type=b` }), 'Invalid request parameters');
    const cases: Array<[unknown, string]> = [
      [{ banner_type: 'HOME', image_url: '/a.webp', order: 1.5 }, 'order must be an integer from 0 to 1000000'],
      [{ banner_type: ' ', image_url: '/a.webp' }, 'banner_type must be a non-empty string of at most 64 characters'],
      [{ banner_type: 'home', image_url: '/a.webp' }, 'banner_type must be upper case letters, digits and _ (e.g. HOMEPAGE_MOBILE)'],
      [{ banner_type: 'HOME', image_url: '' }, 'image_url must be a non-empty string of at most 2000 characters'],
      [{ banner_type: 'HOME', image_url: '//evil.example' }, 'image_url must be an https URL or a path starting with /'],
      [{ banner_type: 'HOME', image_url: '/a.webp', click_url: 5 }, 'click_url must be a non-empty string of at most 2000 characters'],
    ];
    for (const [payload, text] of cases) {
      expectRefused(CreateBanner, await op(CreateBanner, CreateBanner.path, payload), text);
    }
  });
});
