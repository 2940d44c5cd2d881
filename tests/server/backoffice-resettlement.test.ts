// Resettlement through four eyes (issue 33): a trader asks to correct a settled match's result; they cannot approve
// it themselves and support cannot at all; while one winner cannot cover the reversal the approval is refused and
// nothing changes for anyone; once covered, a second trader's approval reverses every payout (the player sees a
// "Resettlement" line), corrects the stored result, and settlement pays the tickets again on it — once. Voiding a
// market voids its legs (the stake comes back) and suspends it.
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { settleDue } from '../../server/modules/tickets/settle.ts';
import { HOUSE_OPERATOR, playerAccountId, postTransfer } from '../../server/modules/wallet/ledger.ts';
import { signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { simulatorOf } from './results-helpers.ts';
import { balanceOf, type Leg, moneyBody, newKey, place } from './tickets-helpers.ts';

const t = useTestApp();

/** The n-th football match kicking off an hour after the clock, with a single on its home win. */
async function homeWin(n: number): Promise<{ leg: Leg; start: number }> {
  const m = await t.app.db
    .selectFrom('matches')
    .select(['id', 'start_time'])
    .where('sport_id', '=', '1')
    .where('start_time', '>', new Date(t.clock.now + 3_600_000))
    .orderBy('start_time')
    .orderBy('id')
    .offset(n)
    .executeTakeFirstOrThrow();
  const o = await t.app.db
    .selectFrom('outcomes')
    .select('odds_hundredths')
    .where('match_id', '=', m.id)
    .where('market_id', '=', '1')
    .where('specifier', '=', '')
    .where('outcome_id', '=', '1')
    .executeTakeFirstOrThrow();
  return {
    leg: { match_id: m.id, market_id: '1', specifier: '', outcome_id: '1', odds: fromCents(o.odds_hundredths) },
    start: m.start_time.getTime(),
  };
}

const statusOf = async (reference: string) =>
  (await t.app.db.selectFrom('tickets').select(['status', 'win_cents']).where('reference_id', '=', reference).executeTakeFirstOrThrow()).status;

describe('resettlement', () => {
  it('corrects a result only with a second person, reversing every payout once and paying again on the corrected result', async () => {
    const { leg, start } = await homeWin(0);
    const [p1, p2] = [await signUp(t.app, '0911009401'), await signUp(t.app, '0911009402')];
    const refs: string[] = [];
    for (const p of [p1, p2]) {
      const placed = await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 10));
      expect(placed.statusCode, placed.body).toBe(201);
      refs.push(placed.json().reference_id);
    }
    t.clock.now = start + 60_000;
    // Signed in after the clock moved: an operator session ends after 30 idle minutes.
    const [asker, approver, support] = [
      await makeOperator(t.app, ['trader']),
      await makeOperator(t.app, ['trader']),
      await makeOperator(t.app, ['support']),
    ];
    const home = { match_id: leg.match_id, home_score: 2, away_score: 0, ht_home_score: 1, ht_away_score: 0 };
    // A person entering a result gives a reason (a settlement action); it is kept in the audit trail.
    const enter = (payload: unknown) => asOperator(t.app, asker, { method: 'POST', url: '/api/admin/v1/feed/results', payload });
    const bare = await enter({ results: [home] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'reason is required when a person enters a result' });
    expect((await enter({ results: [home], reason: 'Final whistle, official sheet' })).statusCode).toBe(200);
    const entered = await t.app.db
      .selectFrom('audit_log')
      .select(['reason', 'actor_kind'])
      .where('action', '=', 'results.enter')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(entered).toEqual({ reason: 'Final whistle, official sheet', actor_kind: 'operator' });
    expect(await statusOf(refs[0] ?? '')).toBe('WON');
    const won = [await balanceOf(t.app, p1.user.id), await balanceOf(t.app, p2.user.id)];

    const url = `/api/admin/v1/matches/${encodeURIComponent(leg.match_id)}/resettle`;
    const away = { match_id: leg.match_id, home_score: 0, away_score: 1, ht_home_score: 0, ht_away_score: 0 };
    expect((await asOperator(t.app, asker, { method: 'POST', url, payload: { action: 'correct', result: home, reason: 'x' } })).json().code).toBe(
      'SAME_RESULT',
    );
    const asked = await asOperator(t.app, asker, {
      method: 'POST',
      url,
      payload: { action: 'correct', result: away, reason: 'The feed swapped home and away' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approve = `/api/admin/v1/approvals/${asked.json().approval_id}/approve`;
    expect((await asOperator(t.app, asker, { method: 'POST', url: approve, payload: {} })).json().code).toBe('OWN_REQUEST');
    expect((await asOperator(t.app, support, { method: 'POST', url: approve, payload: {} })).json().code).toBe('ROLE_FORBIDDEN');

    // p2 spent all but 1 ETB: their reversal is not covered, so nobody's ticket moves.
    const spend = (cents: number) =>
      t.app.db.transaction().execute((trx) =>
        postTransfer(trx, {
          idempotencyKey: newKey(),
          kind: 'operator_debit',
          reason: 'test: spent',
          postings: [
            { accountId: playerAccountId(p2.user.id), amountCents: -cents },
            { accountId: HOUSE_OPERATOR, amountCents: cents },
          ],
        }),
      );
    await spend((won[1] ?? 0) - 100);
    const refused = await asOperator(t.app, approver, { method: 'POST', url: approve, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROLLBACK_INSUFFICIENT_BALANCE');
    expect([await statusOf(refs[0] ?? ''), await statusOf(refs[1] ?? ''), await balanceOf(t.app, p1.user.id)]).toEqual(['WON', 'WON', won[0]]);

    await spend(-((won[1] ?? 0) - 100));
    const approved = await asOperator(t.app, approver, { method: 'POST', url: approve, payload: { note: 'Checked with the league' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval.status).toBe('approved');
    const afterStake = Math.round(p1.wallet.balance * 100) - 1_000;
    expect(await balanceOf(t.app, p1.user.id)).toBe(afterStake);
    expect(await statusOf(refs[0] ?? '')).toBe('PENDING');
    const line = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reason'])
      .where('kind', '=', 'rollback')
      .where('reason', 'like', `%${refs[0]}%`)
      .executeTakeFirstOrThrow();
    expect(line.reason).toBe(`Resettlement (corrected result) of ticket ${refs[0]} (WON)`);

    await settleDue(t.app.db, t.clock.now, simulatorOf(t.app));
    await settleDue(t.app.db, t.clock.now, simulatorOf(t.app));
    expect([await statusOf(refs[0] ?? ''), await statusOf(refs[1] ?? '')]).toEqual(['LOST', 'LOST']);
    expect(await balanceOf(t.app, p1.user.id)).toBe(afterStake);
    const again = await asOperator(t.app, approver, { method: 'POST', url: approve, payload: {} });
    expect(again.json().code).toBe('ALREADY_DECIDED');
  });

  it('voids a market: its legs go void, the stake comes back, and the market is suspended', async () => {
    const [asker, approver] = [await makeOperator(t.app, ['trader']), await makeOperator(t.app, ['risk'])];
    const { leg } = await homeWin(1);
    const p = await signUp(t.app, '0911009403');
    const placed = await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const before = await balanceOf(t.app, p.user.id);
    const url = `/api/admin/v1/matches/${encodeURIComponent(leg.match_id)}/resettle`;
    expect((await asOperator(t.app, asker, { method: 'POST', url, payload: { action: 'void_market', reason: 'x' } })).statusCode).toBe(400);
    expect(
      (await asOperator(t.app, asker, { method: 'POST', url: '/api/admin/v1/matches/nope/resettle', payload: { action: 'void_match', reason: 'x' } }))
        .statusCode,
    ).toBe(404);
    const asked = await asOperator(t.app, asker, {
      method: 'POST',
      url,
      payload: { action: 'void_market', market_id: '1', reason: 'Wrong line offered' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(
      (await asOperator(t.app, approver, { method: 'POST', url: `/api/admin/v1/approvals/${asked.json().approval_id}/approve`, payload: {} }))
        .statusCode,
    ).toBe(200);
    await settleDue(t.app.db, t.clock.now, simulatorOf(t.app));
    expect(await statusOf(placed.json().reference_id)).toBe('VOID');
    expect(await balanceOf(t.app, p.user.id)).toBe(before + 1_000);
    const market = await t.app.db
      .selectFrom('markets')
      .select('status')
      .where('match_id', '=', leg.match_id)
      .where('market_id', '=', '1')
      .executeTakeFirstOrThrow();
    expect(market.status).toBe('suspended');
  });
});
