// Issue 28 item 13: the settlement pays the cashback ladder only under the merchant's conditions (cashback_rules,
// safe defaults without a row) and within the player's daily cap, summed inside the paying transaction. The legs'
// prices are set on the stored selections (the ladder reads the placement's prices) and graded by hand, so each
// ticket lost exactly its first leg.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CASHBACK_RULES } from '../../domain/cashback.ts';
import { settleDue } from '../../server/modules/tickets/settle.ts';
import { signUp } from './auth-helpers.ts';
import { MERCHANT_ID, signed, useTestApp } from './helpers.ts';
import { simulatorOf } from './results-helpers.ts';
import { balanceOf, moneyBody, pickLegs, place } from './tickets-helpers.ts';

const t = useTestApp();
let phones = 0;

/** A player whose ticket at these prices (hundredths) lost its first leg and won the others; its id. */
async function lostOneLeg(player: { user: { id: string }; session: { id: string } }, odds: number[], stake = 10): Promise<string> {
  const legs = await pickLegs(t.app, odds.length, 0);
  const res = await place(t.app, player.session.id, moneyBody(player.user.id, legs, stake));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().ticket_id as string;
  for (const [position, o] of odds.entries()) {
    await t.app.db
      .updateTable('ticket_selections')
      .set({ odds_hundredths: o, status: position === 0 ? 'LOST' : 'WON' })
      .where('ticket_id', '=', id)
      .where('position', '=', position)
      .execute();
  }
  return id;
}

const newPlayer = () => signUp(t.app, `09112${String(++phones).padStart(5, '0')}`);
const settle = () => settleDue(t.app.db, t.clock.now, simulatorOf(t.app));
const cashbackOf = async (id: string) =>
  Number((await t.app.db.selectFrom('tickets').select('cashback_cents').where('id', '=', id).executeTakeFirstOrThrow()).cashback_cents);

describe('cashback at settlement under the default conditions', () => {
  it('pays nothing for the two-leg correct-score multi at 1,973 that the ladder alone paid 200 ETB', async () => {
    const player = await newPlayer();
    const id = await lostOneLeg(player, [4442, 4442]);
    const before = await balanceOf(t.app, player.user.id);
    await settle();
    expect(await cashbackOf(id)).toBe(0);
    expect(await balanceOf(t.app, player.user.id)).toBe(before);
  });

  it('pays a 5-leg slip at total odds 100,000 its stake back, not the ladder’s 100×', async () => {
    const player = await newPlayer();
    const id = await lostOneLeg(player, [1000, 1000, 1000, 1000, 1000]);
    const before = await balanceOf(t.app, player.user.id);
    await settle();
    expect(await cashbackOf(id)).toBe(1_000);
    expect(await balanceOf(t.app, player.user.id)).toBe(before + 1_000);
  });

  it('GET /api/v1/betting-config shows the conditions the client must tell the player', async () => {
    const res = await signed(t.app, { url: `/api/v1/betting-config?merchant_id=${MERCHANT_ID}` });
    expect(res.json().data).toMatchObject({
      cashback_min_selections: DEFAULT_CASHBACK_RULES.minSelections,
      cashback_min_odds_per_selection: DEFAULT_CASHBACK_RULES.minOddsHundredths / 100,
      cashback_max_stake_percent: DEFAULT_CASHBACK_RULES.maxStakePercent,
      cashback_max_per_ticket: DEFAULT_CASHBACK_RULES.maxTicketCents / 100,
      cashback_max_per_player_day: DEFAULT_CASHBACK_RULES.maxPlayerDayCents / 100,
    });
  });
});

describe("cashback under the merchant's own conditions", () => {
  it('follows a cashback_rules row: a looser merchant pays the ladder’s 20× on the two-leg slip', async () => {
    await t.app.db
      .insertInto('cashback_rules')
      .values({ merchant_id: MERCHANT_ID, min_selections: 2, min_odds_hundredths: 101, max_stake_percent: 2_000 })
      .execute();
    const player = await newPlayer();
    const id = await lostOneLeg(player, [4442, 4442]);
    const before = await balanceOf(t.app, player.user.id);
    await settle();
    expect(await cashbackOf(id)).toBe(20_000);
    expect(await balanceOf(t.app, player.user.id)).toBe(before + 20_000);
    const config = await signed(t.app, { url: `/api/v1/betting-config?merchant_id=${MERCHANT_ID}` });
    expect(config.json().data).toMatchObject({ cashback_min_selections: 2, cashback_max_stake_percent: 2_000, cashback_max_per_ticket: 1_000 });
  });

  it("caps one player's cashback per day, counting what the day's earlier settlements paid", async () => {
    await t.app.db
      .updateTable('cashback_rules')
      .set({ min_selections: null, min_odds_hundredths: null, max_stake_percent: null, max_player_day_cents: 1_500 })
      .where('merchant_id', '=', MERCHANT_ID)
      .execute();
    const player = await newPlayer();
    const other = await newPlayer();
    const five = [1000, 1000, 1000, 1000, 1000];
    const ids = [await lostOneLeg(player, five), await lostOneLeg(player, five), await lostOneLeg(player, five)];
    const elsewhere = await lostOneLeg(other, five);
    const before = await balanceOf(t.app, player.user.id);
    await settle();
    const paid = await Promise.all(ids.map(cashbackOf));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1_500);
    expect([...paid].sort((a, b) => b - a)).toEqual([1_000, 500, 0]);
    expect(await balanceOf(t.app, player.user.id)).toBe(before + 1_500);
    expect(await cashbackOf(elsewhere)).toBe(1_000);
    // What was paid on an earlier Addis Ababa day does not count against today's allowance.
    await t.app.db
      .updateTable('tickets')
      .set({ settled_at: new Date(t.clock.now - 24 * 3_600_000) })
      .where('id', 'in', ids)
      .execute();
    const next = await lostOneLeg(player, five);
    await settle();
    expect(await cashbackOf(next)).toBe(1_000);
  });
});
