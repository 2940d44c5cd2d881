// The demo feed's clock on PGlite through HTTP (issue 29): advancing by a day, a week, 30 days and 30 days again
// keeps the sportsbook's full horizon ahead of the feed clock (it emptied after a week before), a sync or a restart
// after it adds nothing and moves nothing, and a money ticket and a LotoFoot ticket keep the kick-offs they were
// placed against.
import { describe, expect, it } from 'vitest';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { authed, signUp } from './auth-helpers.ts';
import { advanceFar, expectFullHorizon, offsetMinutes, placedTicket, upcomingCount } from './feed-horizon-helpers.ts';
import { NOW, signed, useTestApp } from './helpers.ts';

const TOKEN = 'operator-secret-feed-horizon';
const t = useTestApp({ operatorToken: TOKEN });

type LotoWeek = { id: string; variant: string; matches: { match_id: string; start_time: string }[] };

async function lotofootTicket() {
  await ensureOpenWeeks(t.app.db, NOW);
  const week = (await signed(t.app, { url: '/api/v1/lotofoot/current?variant=LOTOFOOT_7' })).json() as LotoWeek;
  const p = await signUp(t.app, '0911000291');
  const res = await authed(t.app, {
    method: 'POST',
    url: '/api/v1/lotofoot/tickets',
    token: p.session.id,
    body: {
      user_id: p.user.id,
      week_id: week.id,
      variant: week.variant,
      predictions: week.matches.map((m) => ({ match_id: m.match_id, prediction: '1' })),
      ticket_price: 10,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().ticket.id as string;
  const kickoffs = async () => {
    const read = await authed(t.app, { url: `/api/v1/lotofoot/tickets/${id}`, token: p.session.id });
    expect(read.statusCode, read.body).toBe(200);
    return (read.json().predictions as Array<{ start_time: string }>).map((x) => x.start_time);
  };
  // The kick-offs the player saw on the week's page.
  expect(await kickoffs()).toEqual(week.matches.map((m) => m.start_time));
  return kickoffs;
}

/** Each step inserts up to a week of priced fixtures on PGlite: seconds each on a busy machine. */
const STEP_MS = 240_000;

describe('advancing the feed clock keeps the horizon full and the tickets as placed', () => {
  let before = 0;
  let total = 0;
  let ticket: () => Promise<string[]>;
  let placed: string[] = [];
  let loto: () => Promise<string[]>;
  let lotoPlaced: string[] = [];

  it('places a money ticket and a LotoFoot ticket first', async () => {
    before = await upcomingCount(t.app);
    ticket = (await placedTicket(t.app, '0911000290')).kickoffs;
    placed = await ticket();
    loto = await lotofootTicket();
    lotoPlaced = await loto();
  });

  for (const [label, minutes] of [
    ['1 day', 1_440],
    ['7 days', 7 * 1_440],
    ['30 days', 30 * 1_440],
    ['30 days again', 30 * 1_440],
  ] as const) {
    it(
      `advanced by ${label}: the horizon is full and the tickets show the kick-offs they were placed against`,
      async () => {
        await advanceFar(t.app, TOKEN, minutes);
        total += minutes;
        expect(await offsetMinutes(t.app)).toBe(total);
        await expectFullHorizon(t.app, total, before);
        expect(await ticket()).toEqual(placed);
        expect(await loto()).toEqual(lotoPlaced);
      },
      STEP_MS,
    );
  }

  it('a restart or the periodic sync afterwards adds nothing and moves nothing', async () => {
    expect((await ensureCatalog(t.app.db, NOW)).inserted).toBe(0);
    await expectFullHorizon(t.app, total, before);
  });
});
