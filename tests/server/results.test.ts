// GET /api/v1/results through HTTP on PGlite (issue 29): a settled ticket's match is on the results of its day with
// the score that settled it (a 1X2 leg WON exactly when the score says so), found by its id too; a malformed day, a
// day that does not exist, a future day and one older than 30 days are the declared 400; an unknown match a 404.
import { describe, expect, it } from 'vitest';
import { RESULTS_DAY_TEXT } from '../../schema/endpoints/results.ts';
import { authed, signUp } from './auth-helpers.ts';
import { NOW, signed, useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-results';
const t = useTestApp({ operatorToken: TOKEN });
const results = (query: string) => signed(t.app, { url: `/api/v1/results${query}` });
const eatDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

describe('GET /api/v1/results', () => {
  it('lists a settled leg’s match on its day with the score that settled it', async () => {
    const player = await signUp(t.app, '0911000293');
    // A football 1X2 leg: the score alone says whether it won.
    const leg = (await pickLegs(t.app, 40, 0)).find((l) => l.market_id === '1');
    expect(leg).toBeDefined();
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [leg!], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const start = Date.parse(placed.json().ticket.market_status[0].StartTime);
    const minutes = Math.ceil((start - NOW) / 60_000) + 121;
    const adv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/advance',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { minutes },
    });
    expect(adv.statusCode, adv.body).toBe(200);
    const ticket = (await authed(t.app, { url: `/api/v1/tickets/${placed.json().ticket_id}`, token: player.session.id })).json();
    const status = ticket.selections[0].SettlementStatus as string;
    expect(['WON', 'LOST']).toContain(status);

    const byMatch = await results(`?match_id=${leg!.match_id}`);
    expect(byMatch.statusCode, byMatch.body).toBe(200);
    const answer = byMatch.json() as {
      day: string;
      matches: Array<{ id: string; start_time: string; score: { home: number; away: number } | null; half_time: unknown }>;
    };
    const row = answer.matches.find((m) => m.id === leg!.match_id);
    expect(row?.score).not.toBeNull();
    expect(row?.half_time).not.toBeNull();
    expect(answer.day).toBe(eatDay(Date.parse(row!.start_time)));
    const { home, away } = row!.score!;
    const outcomeWon = { '1': home > away, '2': home === away, '3': home < away }[leg!.outcome_id];
    expect(status).toBe(outcomeWon ? 'WON' : 'LOST');
    // Every match listed finished on that day (EAT), and the same day asked by date answers the same.
    const dayStart = Date.parse(`${answer.day}T00:00:00Z`) - 3 * 3_600_000;
    expect(answer.matches.every((m) => Date.parse(m.start_time) >= dayStart && Date.parse(m.start_time) < dayStart + 86_400_000)).toBe(true);
    const sameDay = await results(`?day=${answer.day}`);
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json()).toEqual(answer);
    // Scores never change once shown.
    expect((await results(`?day=${answer.day}`)).json()).toEqual(answer);
  });

  it('answers today (EAT) without a day', async () => {
    const res = await results('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().day).toBe(eatDay(NOW));
  });

  it('refuses a bad day with the declared 400, and an unknown match with 404', async () => {
    const old = eatDay(NOW - 30 * 86_400_000);
    const future = eatDay(NOW + 86_400_000);
    for (const day of ['yesterday', '2026-02-30', '2026-1-05', future, old, '2026-11-21T00:00:00Z']) {
      const res = await results(`?day=${encodeURIComponent(day)}`);
      expect(res.statusCode, day).toBe(400);
      expect(res.json(), day).toEqual({ code: 'VALIDATION_FAILED', error: RESULTS_DAY_TEXT });
    }
    expect((await results(`?day=${eatDay(NOW - 29 * 86_400_000)}`)).statusCode).toBe(200);
    const missing = await results('?match_id=sr:match:0');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', error: 'Match not found' });
  });
});
