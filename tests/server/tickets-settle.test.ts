// Settlement: results drawn by the app's secret-seeded simulator (stored once drawn), legs graded per market, tickets
// settled with domain/settlement.ts and paid from house:payouts once, however often the job runs.
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { gradeLeg } from '../../server/modules/tickets/results.ts';
import { settleDue } from '../../server/modules/tickets/settle.ts';
import { authed, signUp } from './auth-helpers.ts';
import { NOW, useTestApp } from './helpers.ts';
import { resultOfMatch, simulatorOf } from './results-helpers.ts';
import { balanceOf, moneyBody, place, type Leg } from './tickets-helpers.ts';

const t = useTestApp();

describe('grading', () => {
  it('grades 1X2, double chance, totals, BTTS and correct score; unknown markets are void', () => {
    const r = { kind: 'football', home: 2, away: 1, halfTime: { home: 1, away: 1 } } as const;
    const g = (market_id: string, specifier: string, outcome_id: string, listed?: Set<string>) =>
      gradeLeg(r, { market_id, specifier, outcome_id }, listed);
    expect(g('1', '', '1')).toBe('WON');
    expect(g('1', '', '2')).toBe('LOST');
    expect(g('10', '', '11')).toBe('LOST');
    expect(g('10', '', '9')).toBe('WON');
    expect(g('18', 'total=2.5', '12')).toBe('WON');
    expect(g('18', 'total=3.5', '12')).toBe('LOST');
    expect(g('29', '', '74')).toBe('WON');
    expect(g('45', '', '2:1')).toBe('WON');
    expect(g('45', '', 'other', new Set(['2:1']))).toBe('LOST');
    expect(g('999', '', '1')).toBe('VOID');
  });

  it('draws the same result for the same match every time, for every sport', async () => {
    const m = { id: 'sr:match:1', sport_id: '1', tournament_id: 'x', home_team: 'A', away_team: 'B', home_strength: 1600, away_strength: 1500 };
    for (const sport of ['1', '2', '4', '5', '6', '16', '23']) {
      const match = { ...m, id: `sr:match:same-${sport}`, sport_id: sport };
      const first = await simulatorOf(t.app).resultOf(match);
      expect(first).not.toBeNull();
      expect(first).not.toBe('pending');
      // A second source (a restart, another instance) on the same database gives the same result.
      expect(await simulatorOf(t.app).resultOf(match)).toEqual(first);
    }
    expect(await simulatorOf(t.app).resultOf({ ...m, id: 'sr:match:no-model', sport_id: '999' })).toBeNull();
  });
});

describe('settleDue', () => {
  it('pays a won ticket its net win exactly once, and a lost ticket nothing', async () => {
    const player = await signUp(t.app, '0911000021');
    const userId = player.user.id;
    const m = await t.app.db
      .selectFrom('matches')
      .selectAll()
      .where('sport_id', '=', '1')
      .where('status', '=', 'not_started')
      .where('start_time', '>', new Date(NOW + 3_600_000))
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const score = await resultOfMatch(t.app, m.id);
    if (score?.kind !== 'football') {
      throw new Error('no score for a football match');
    }
    const outcomes = await t.app.db
      .selectFrom('outcomes')
      .select(['outcome_id', 'odds_hundredths'])
      .where('match_id', '=', m.id)
      .where('market_id', '=', '1')
      .where('specifier', '=', '')
      .execute();
    const leg = (outcomeId: string): Leg => ({
      match_id: m.id,
      market_id: '1',
      specifier: '',
      outcome_id: outcomeId,
      odds: fromCents(outcomes.find((o) => o.outcome_id === outcomeId)?.odds_hundredths ?? 0),
    });
    const winner = score.home > score.away ? '1' : score.home === score.away ? '2' : '3';
    const loser = winner === '1' ? '3' : '1';
    const won = await place(t.app, player.session.id, moneyBody(userId, [leg(winner)], 10));
    const lost = await place(t.app, player.session.id, moneyBody(userId, [leg(loser)], 10));
    expect([won.statusCode, lost.statusCode]).toEqual([201, 201]);
    const netWin = Math.round((won.json().ticket.net_potential_win as number) * 100);
    const before = await balanceOf(t.app, userId);

    const source = simulatorOf(t.app);
    expect((await settleDue(t.app.db, NOW, source)).settled).toBe(0);
    const later = new Date(m.start_time).getTime() + 2 * 3_600_000 + 1;
    const first = await settleDue(t.app.db, later, source);
    const second = await settleDue(t.app.db, later, source);
    expect(first.settled).toBeGreaterThanOrEqual(2);
    expect(second.settled).toBe(0);
    expect(await balanceOf(t.app, userId)).toBe(before + netWin);

    t.clock.now = later;
    const read = await authed(t.app, { url: `/api/v1/tickets/${won.json().ticket_id}`, token: player.session.id });
    expect(read.json()).toMatchObject({ bet_status: 'WON', win_amount: fromCents(netWin), selections: [{ SettlementStatus: 'WON' }] });
    const readLost = await authed(t.app, { url: `/api/v1/tickets/${lost.json().ticket_id}`, token: player.session.id });
    expect(readLost.json()).toMatchObject({ bet_status: 'LOST', win_amount: 0, settled_at: expect.any(String) });
    t.clock.now = NOW;
  });
});
