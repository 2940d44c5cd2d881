// Deep bet history pages (issue 16): a player with 2,000 money tickets (written in bulk as placement stores them,
// several sharing an instant so the id breaks ties) pages exactly like the full newest-first list at any offset —
// the first page, the middle (both sides of the point where the server starts reading from the oldest end), the
// last full and the last partial page, past the end — with filters and total_count; and the 'after' cursor pages
// behind a ticket without repeating or skipping one when new tickets arrive between pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketStatusColumn } from '../../server/db/types-tickets.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, MERCHANT_ID, NOW, type TestApp } from './helpers.ts';

const COUNT = 2000;
const MINUTE = 60_000;
const STATUSES: TicketStatusColumn[] = ['LOST', 'WON', 'PENDING', 'LOST', 'PARTIALLY_WON', 'VOID', 'LOST'];
let t: TestApp;
let player: { id: string; token: string };
let other: { id: string; token: string };

/** Writes tickets for the user: the i-th at NOW − ⌊i/3⌋ minutes (three share each instant), one leg each. */
async function writeTickets(userId: string, count: number, newestAt: number): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const id = randomUUID();
      return {
        id,
        reference_id: `BB-${id.slice(0, 10).toUpperCase()}`,
        kind: 'money' as const,
        merchant_id: MERCHANT_ID,
        user_id: userId,
        bet_type: 'SINGLE' as const,
        stake_cents: 1000,
        stake_tax_cents: 130,
        net_stake_cents: 870,
        total_odds_hundredths: 185,
        bonus_percent: 0,
        bonus_cents: 0,
        basic_win_cents: 1610,
        gross_win_cents: 1610,
        winnings_tax_cents: 0,
        net_win_cents: 1610,
        status: STATUSES[i % STATUSES.length]!,
        created_at: new Date(newestAt - Math.floor(i / 3) * MINUTE),
      };
    });
    await t.app.db.insertInto('tickets').values(rows).execute();
    await t.app.db
      .insertInto('ticket_selections')
      .values(
        rows.map((r) => ({
          ticket_id: r.id,
          position: 0,
          match_id: 'sr:match:deep',
          market_id: '1',
          specifier: '',
          outcome_id: '1',
          odds_hundredths: 185,
          outcome_name: '1',
          market_name: '1x2',
          status: 'PENDING' as const,
        })),
      )
      .execute();
  }
}

/** The oracle: every ticket of the player matching the filter, newest first, by a plain full sort. */
async function allIds(statuses: TicketStatusColumn[] | null = null, since: Date | null = null): Promise<string[]> {
  let q = t.app.db.selectFrom('tickets').select('id').where('user_id', '=', player.id).where('kind', '=', 'money');
  if (statuses !== null) {
    q = q.where('status', 'in', statuses);
  }
  if (since !== null) {
    q = q.where('created_at', '>=', since);
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

async function page(query: string, who = player): Promise<{ ids: string[]; total: number }> {
  const res = await authed(t.app, { url: `/api/v1/tickets/player/${who.id}${query}`, token: who.token });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = res.json() as { tickets: Array<{ id: string; selections: unknown[] }>; total_count: number };
  for (const ticket of body.tickets) {
    expect(ticket.selections).toHaveLength(1);
  }
  return { ids: body.tickets.map((x) => x.id), total: body.total_count };
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000091');
  player = { id: p.user.id, token: p.session.id };
  const o = await signUp(t.app, '0911000092');
  other = { id: o.user.id, token: o.session.id };
  await writeTickets(player.id, COUNT, NOW);
  await writeTickets(other.id, 300, NOW);
}, 60_000);
afterAll(() => t.app.close());

describe('deep history pages', () => {
  it('hold the right tickets in the right order at any offset, with the total of the whole set', async () => {
    const all = await allIds();
    expect(all).toHaveLength(COUNT);
    for (const offset of [0, 20, 990, 991, 1000, 1500, 1980, 1990, 1999]) {
      expect(await page(`?limit=20&offset=${offset}`), `offset ${offset}`).toEqual({ ids: all.slice(offset, offset + 20), total: COUNT });
    }
    for (const offset of [2000, 2500]) {
      expect(await page(`?limit=20&offset=${offset}`)).toEqual({ ids: [], total: COUNT });
    }
  });

  it('put together, pages of 100 are the whole list exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < COUNT; offset += 100) {
      seen.push(...(await page(`?limit=100&offset=${offset}`)).ids);
    }
    expect(seen).toEqual(await allIds());
  });

  it('keep the status and since filters at depth', async () => {
    const won = await allIds(['WON', 'PARTIALLY_WON']);
    for (const offset of [0, 280, 500, 551]) {
      expect(await page(`?status=WON&limit=20&offset=${offset}`), `WON ${offset}`).toEqual({
        ids: won.slice(offset, offset + 20),
        total: won.length,
      });
    }
    const since = new Date(NOW - 400 * MINUTE);
    const recentLost = await allIds(['LOST'], since);
    for (const offset of [0, 250, recentLost.length - 5]) {
      expect(await page(`?status=LOST&since=${since.toISOString()}&limit=20&offset=${offset}`)).toEqual({
        ids: recentLost.slice(offset, offset + 20),
        total: recentLost.length,
      });
    }
  });

  it("never list another player's tickets", async () => {
    const theirs = await page('?limit=100&offset=250', other);
    expect(theirs.total).toBe(300);
    expect(theirs.ids).toHaveLength(50);
    const mine = new Set(await allIds());
    expect(theirs.ids.filter((id) => mine.has(id))).toEqual([]);
  });
});

describe('the after cursor', () => {
  it('pages behind a ticket: new tickets placed between pages neither repeat nor skip one', async () => {
    const before = await allIds();
    const first = await page('?limit=20&offset=980');
    expect(first.ids).toEqual(before.slice(980, 1000));
    // Five newer tickets arrive: an offset page would now repeat five; the cursor page goes on where it stopped.
    await writeTickets(player.id, 5, NOW + 10 * MINUTE);
    const second = await page(`?limit=20&after=${first.ids.at(-1)}`);
    expect(second).toEqual({ ids: before.slice(1000, 1020), total: COUNT + 5 });
    expect((await page('?limit=20&offset=1000')).ids).toEqual(before.slice(995, 1015));
    // To the end, 100 at a time from the cursor: every older ticket exactly once.
    const rest: string[] = [...second.ids];
    for (let last = second.ids.at(-1); ; ) {
      const next = await page(`?limit=100&after=${last}`);
      if (next.ids.length === 0) {
        break;
      }
      rest.push(...next.ids);
      last = next.ids.at(-1);
    }
    expect(rest).toEqual(before.slice(1000));
  });

  it('keeps the filters and an offset from the cursor, and ties broken by id', async () => {
    const won = await allIds(['WON', 'PARTIALLY_WON']);
    expect(await page(`?status=WON&limit=10&after=${won[99]}`)).toEqual({ ids: won.slice(100, 110), total: won.length });
    expect(await page(`?status=WON&limit=10&offset=5&after=${won[99]}`)).toEqual({ ids: won.slice(105, 115), total: won.length });
    // Tickets 1 and 2 of a shared instant: behind the first of three comes the second, then the third.
    const all = await allIds();
    expect((await page(`?limit=2&after=${all[600]}`)).ids).toEqual(all.slice(601, 603));
  });

  it("gives an empty page for an unknown ticket or another player's, and refuses a blank-but-long one", async () => {
    const total = (await allIds()).length;
    expect(await page('?limit=20&after=no-such-ticket')).toEqual({ ids: [], total });
    const theirs = await page('?limit=1', other);
    expect(await page(`?limit=20&after=${theirs.ids[0]}`)).toEqual({ ids: [], total });
    const res = await authed(t.app, { url: `/api/v1/tickets/player/${player.id}?after=${'x'.repeat(101)}`, token: player.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'after must be a ticket id' });
  });
});
