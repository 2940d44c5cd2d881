// POST /api/admin/v1/feed/advance through HTTP on a real PGlite: the operator guard and edge validation,
// the schedule moving (never the server clock), statuses, settlement of one ticket per sport paid exactly
// once however often the feed advances (with a balance event for the player's sockets), and the catalogue
// never offering a live or ended match.
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { SPORTS } from '../../server/modules/catalog/feed/index.ts';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { localChannel, type BusEvent } from '../../server/modules/realtime/bus.ts';
import { gradeLeg } from '../../server/modules/tickets/results.ts';
import { authed, signUp } from './auth-helpers.ts';
import { getJson, NOW, useTestApp } from './helpers.ts';
import { resultOfMatch } from './results-helpers.ts';
import { balanceOf, moneyBody, place, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-feed-clock';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = useTestApp({ operatorToken: TOKEN });

const advance = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const startOf = async (id: string): Promise<number> =>
  (await t.app.db.selectFrom('matches').select('start_time').where('id', '=', id).executeTakeFirstOrThrow()).start_time.getTime();

/** The main-market outcome that the match's result (drawn by the app's simulator and stored) makes win ('1' or '2'; 1X2 markets: '1', '2' or '3'). */
async function winningLeg(matchId: string): Promise<Leg> {
  const main = await t.app.db
    .selectFrom('markets')
    .select(['market_id', 'specifier'])
    .where('match_id', '=', matchId)
    .where('is_main', '=', true)
    .executeTakeFirstOrThrow();
  const outcomes = await t.app.db
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', matchId)
    .where('market_id', '=', main.market_id)
    .where('specifier', '=', main.specifier)
    .execute();
  const result = await resultOfMatch(t.app, matchId);
  const won = outcomes.find((o) => gradeLeg(result, { market_id: main.market_id, specifier: main.specifier, outcome_id: o.outcome_id }) === 'WON');
  if (won === undefined) {
    throw new Error(`no winning outcome in ${matchId}`);
  }
  return {
    match_id: matchId,
    market_id: main.market_id,
    specifier: main.specifier,
    outcome_id: won.outcome_id,
    odds: fromCents(won.odds_hundredths),
  };
}

describe('POST /api/admin/v1/feed/advance: guard and validation', () => {
  it('needs the operator token', async () => {
    expect((await advance({ minutes: 10 }, {})).statusCode).toBe(401);
    expect((await advance({ minutes: 10 }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('refuses anything but a whole number of minutes from 1 to 10080 with a 400, moving nothing', async () => {
    const someMatch = await t.app.db.selectFrom('matches').select(['id', 'start_time']).orderBy('id').executeTakeFirstOrThrow();
    for (const payload of [
      { minutes: 0 },
      { minutes: -5 },
      { minutes: 10_081 },
      { minutes: 1.5 },
      { minutes: '60' },
      { minutes: null },
      {},
      { minutes: Number.MAX_SAFE_INTEGER + 2 },
      { minutes: [60] },
    ]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({
        error: 'minutes must be a whole number from 1 to 10080 (one week)',
        code: 'VALIDATION_FAILED',
      });
    }
    for (const payload of [[60], undefined]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid request: a JSON object body is required', code: 'VALIDATION_FAILED' });
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/advance',
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: '60',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('VALIDATION_FAILED');
    // A content type the server reads nowhere is the server-wide 415 (docs/api.md, Errors), never a 500.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/advance',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'minutes=60',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/advance',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{minutes: 5',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('VALIDATION_FAILED');
    expect(await startOf(someMatch.id)).toBe(someMatch.start_time.getTime());
  });
});

describe('advancing the feed settles tickets of every sport exactly once', () => {
  it('moves the schedule, ends matches, settles and pays once, then never again', async () => {
    const player = await signUp(t.app, '0911000051');
    const userId = player.user.id;
    const perSport = await t.app.db
      .selectFrom('matches')
      .select(['id', 'sport_id', 'start_time'])
      .where('status', '=', 'not_started')
      .where('start_time', '>', new Date(NOW + 10 * 60_000))
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    const firstOfSport = [...new Map([...perSport].reverse().map((m) => [m.sport_id, m])).values()];
    expect(firstOfSport.map((m) => m.sport_id).sort()).toEqual(SPORTS.map((s) => s.id).sort());
    const tickets: Array<{ id: string; netWin: number }> = [];
    for (const m of firstOfSport) {
      // 5 a ticket: one ticket for each of the feed's eleven sports stays within the new player's balance.
      const res = await place(t.app, player.session.id, moneyBody(userId, [await winningLeg(m.id)], 5));
      expect(res.statusCode, res.body).toBe(201);
      tickets.push({ id: res.json().ticket_id, netWin: Math.round(res.json().ticket.net_potential_win * 100) });
    }
    const before = await balanceOf(t.app, userId);
    const lastKickoff = Math.max(...firstOfSport.map((m) => m.start_time.getTime()));
    const minutes = Math.ceil((lastKickoff - NOW) / 60_000) + 121;
    const someOther = perSport.find((m) => !firstOfSport.includes(m) && m.start_time.getTime() > lastKickoff + 3 * 3_600_000);
    const events: BusEvent[] = [];
    localChannel(t.app.db).on('event', (e: BusEvent) => events.push(e));

    const res = await advance({ minutes });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, minutes, graded: tickets.length, settled: tickets.length });
    expect(body.started).toBeGreaterThanOrEqual(tickets.length);
    expect(body.ended).toBeGreaterThanOrEqual(tickets.length);
    expect(t.app.now()).toBe(NOW);
    expect(someOther).toBeDefined();
    expect(await startOf(someOther!.id)).toBe(someOther!.start_time.getTime() - minutes * 60_000);
    const won = tickets.reduce((sum, x) => sum + x.netWin, 0);
    expect(await balanceOf(t.app, userId)).toBe(before + won);
    expect(events).toContainEqual({ kind: 'balance', user_id: userId });
    const verify = await authed(t.app, { url: '/api/v1/auth/verify', token: player.session.id });
    expect(verify.json().wallet.balance).toBe(fromCents(before + won));
    for (const x of tickets) {
      const read = await authed(t.app, { url: `/api/v1/tickets/${x.id}`, token: player.session.id });
      expect(read.json()).toMatchObject({ bet_status: 'WON', win_amount: fromCents(x.netWin), selections: [{ SettlementStatus: 'WON' }] });
    }

    // Ended matches never move again, and a second (and third) advance pays nothing more.
    const endedStart = await startOf(firstOfSport[0]!.id);
    for (const again of [await advance({ minutes: 30 }), await advance({ minutes })]) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ success: true, settled: 0 });
    }
    expect(await startOf(firstOfSport[0]!.id)).toBe(endedStart);
    expect(await balanceOf(t.app, userId)).toBe(before + won);
    const payouts = await t.app.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'payout')
      .where(
        'idempotency_key',
        'in',
        tickets.map((x) => `payout:${x.id}`),
      )
      .execute();
    expect(payouts).toHaveLength(tickets.length);
    const statuses = await t.app.db.selectFrom('matches').select(['status', 'start_time']).execute();
    expect(statuses.every((m) => (m.status === 'not_started') === m.start_time.getTime() > NOW)).toBe(true);
    expect(statuses.every((m) => (m.status === 'ended') === m.start_time.getTime() < NOW - 2 * 3_600_000)).toBe(true);
  });

  it('leaves moved matches where they are when the catalogue syncs again', async () => {
    const moved = await t.app.db.selectFrom('matches').select(['id', 'start_time']).orderBy('start_time', 'desc').executeTakeFirstOrThrow();
    const result = await ensureCatalog(t.app.db, NOW);
    expect(result.inserted).toBe(0);
    expect(await startOf(moved.id)).toBe(moved.start_time.getTime());
  });

  it('never lists a live or ended match as upcoming, and refuses bets on a live one', async () => {
    const next = await t.app.db
      .selectFrom('matches')
      .select('start_time')
      .where('status', '=', 'not_started')
      .orderBy('start_time')
      .executeTakeFirstOrThrow();
    expect((await advance({ minutes: Math.ceil((next.start_time.getTime() - NOW) / 60_000) })).json().started).toBeGreaterThan(0);
    const live = await t.app.db
      .selectFrom('matches')
      .select(['id', 'tournament_id'])
      .where('status', '=', 'live')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ended = await t.app.db
      .selectFrom('matches')
      .select(['id', 'tournament_id'])
      .where('status', '=', 'ended')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const m of [live, ended]) {
      const list = (await getJson(t.app, `/api/v1/matches?tournament_id=${m.tournament_id}&page_size=500`)) as {
        matches: Array<{ id: string; start_time: string }>;
      };
      expect(list.matches.map((x) => x.id)).not.toContain(m.id);
      expect(list.matches.every((x) => Date.parse(x.start_time) > NOW)).toBe(true);
      const markets = (await getJson(t.app, `/api/v1/matches/${m.id}/markets`)) as { markets: Array<{ status: string }> };
      expect(markets.markets.every((k) => k.status === 'suspended')).toBe(true);
    }
    const top = (await getJson(t.app, '/api/v1/top-sports?page_size=100')) as { sports: Array<{ matches: Array<{ id: string }> }> };
    const listed = top.sports.flatMap((s) => s.matches.map((x) => x.id));
    expect(listed).not.toContain(live.id);
    expect(listed).not.toContain(ended.id);

    const player = await signUp(t.app, '0911000052');
    const res = await place(t.app, player.session.id, moneyBody(player.user.id, [await winningLeg(live.id)], 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MATCH_NOT_ACTIVE');
  });
});
