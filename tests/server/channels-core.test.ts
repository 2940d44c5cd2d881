// The channels' betting core (issue 34) on a real database: coded matches, the slip's figures for typed picks, a
// bet placed through the web's placement (idempotent by key, never overdrawn, self-exclusion and blocks hold), and a
// player's own tickets only.
import { describe, expect, it } from 'vitest';
import { betBreakdown } from '../../domain/bet-math.ts';
import { loadConfig } from '../../server/config.ts';
import type { ModuleOptions } from '../../server/modules/module-options.ts';
import { placeBet, quoteBet } from '../../server/modules/channels/core/bets.ts';
import { channelSports, matchByCode, topMatches } from '../../server/modules/channels/core/matches.ts';
import { balanceOf as channelBalance } from '../../server/modules/channels/core/money.ts';
import { lastTickets, ticketOf } from '../../server/modules/channels/core/tickets.ts';
import { ChannelRefusal } from '../../server/modules/channels/core/types.ts';
import { addExclusion } from '../../server/modules/responsible-gaming/exclusion.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { newPlayer } from './games-helpers.ts';

const t = useTestApp();
const opts = (): ModuleOptions => ({ db: t.app.db, now: () => t.clock.now, config: loadConfig({ NODE_ENV: 'test' }) });
const balanceOf = async (userId: string): Promise<number> =>
  Number(
    (await t.app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', `player:${userId}`).executeTakeFirstOrThrow())
      .balance_cents,
  );
const refusalOf = (p: Promise<unknown>): Promise<{ code: string; message: string }> =>
  p.then(
    () => ({ code: 'NONE', message: '' }),
    (e: unknown) => {
      expect(e).toBeInstanceOf(ChannelRefusal);
      return { code: (e as ChannelRefusal).code, message: (e as ChannelRefusal).message };
    },
  );

async function football(n: number) {
  const matches = await topMatches(t.app.db, { nowMs: t.clock.now, sportId: '1', limit: n });
  expect(matches.length).toBe(n);
  return matches;
}

describe('coded matches', () => {
  it('offers the next matches with their short code and 1/X/2 picks, none started', async () => {
    const matches = await football(5);
    for (const m of matches) {
      expect(m.code).toBeGreaterThan(1000);
      expect(m.startTime.getTime()).toBeGreaterThan(t.clock.now);
      expect(m.picks.map((p) => p.pick)).toEqual(['1', 'X', '2']);
      expect((await matchByCode(t.app.db, m.code, t.clock.now))?.matchId).toBe(m.matchId);
    }
    const all = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 500 });
    expect(all.every((m) => m.startTime.getTime() <= t.clock.now + 86_400_000)).toBe(true);
    expect((await channelSports(t.app.db, t.clock.now))[0]?.id).toBe('1');
  });

  it('knows no match for a code that is unknown, malformed or has kicked off', async () => {
    const [m] = await football(1);
    for (const code of [0, -4, 1.5, 99_999_999_999, 999_999]) {
      expect(await matchByCode(t.app.db, code, t.clock.now)).toBeNull();
    }
    expect(await matchByCode(t.app.db, m!.code, m!.startTime.getTime() + 1)).toBeNull();
  });
});

describe('quoting a bet', () => {
  it("shows the slip's figures for a multiple", async () => {
    const [a, b] = await football(2);
    const quote = await quoteBet(t.app.db, {
      picks: [
        { code: a!.code, pick: '1' },
        { code: b!.code, pick: 'x' },
      ],
      stakeCents: 5_000,
      nowMs: t.clock.now,
    });
    const odds = [a!.picks[0]!.odds, b!.picks[1]!.odds];
    const expected = betBreakdown(
      5_000,
      odds.map((o) => Math.round(o * 100)),
    );
    expect(quote).toMatchObject({
      betType: 'MULTIPLE',
      stakeCents: 5_000,
      vatCents: expected.vatCents,
      netStakeCents: expected.netStakeCents,
      bonusCents: expected.bonusCents,
      incomeTaxCents: expected.incomeTaxCents,
      netWinCents: expected.netWinCents,
    });
    expect(quote.legs.map((l) => [l.code, l.pick, l.odds])).toEqual([
      [a!.code, '1', odds[0]],
      [b!.code, 'X', odds[1]],
    ]);
  });

  it('refuses a repeated match, an unknown code or pick and a stake out of bounds with their codes', async () => {
    const [a] = await football(1);
    const quote = (picks: Array<{ code: number; pick: string }>, stakeCents = 1_000) =>
      refusalOf(quoteBet(t.app.db, { picks, stakeCents, nowMs: t.clock.now }));
    expect(
      await quote([
        { code: a!.code, pick: '1' },
        { code: a!.code, pick: '2' },
      ]),
    ).toEqual({
      code: 'DUPLICATE_MATCH',
      message: 'Cannot select multiple outcomes from the same match',
    });
    expect((await quote([{ code: 999_999, pick: '1' }])).code).toBe('UNKNOWN_MATCH');
    expect((await quote([{ code: a!.code, pick: '7' }])).code).toBe('UNKNOWN_PICK');
    expect((await quote([{ code: a!.code, pick: '1' }], 99)).message).toBe('Stake must be between 1.00 and 100,000.00 ETB');
    expect((await quote([])).code).toBe('INVALID_SELECTIONS');
  });
});

describe('placing a bet', () => {
  it('debits once under one key, and refuses the key for another bet', async () => {
    const p = await newPlayer(t.app, 10_000);
    const [a, b] = await football(2);
    const bet = {
      userId: p.userId,
      merchantId: MERCHANT_ID,
      picks: [
        { code: a!.code, pick: '2' },
        { code: b!.code, pick: '1' },
      ],
      stakeCents: 2_000,
      key: 'ussd:s1:7',
      nowMs: t.clock.now,
    };
    const first = await placeBet(opts(), bet);
    expect(first.created).toBe(true);
    expect(first.reference).toMatch(/^BB-/);
    const again = await placeBet(opts(), bet);
    expect(again).toMatchObject({ reference: first.reference, created: false });
    expect(await balanceOf(p.userId)).toBe(8_000);
    expect((await refusalOf(placeBet(opts(), { ...bet, stakeCents: 3_000 }))).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(p.userId)).toBe(8_000);
  });

  it('never overdraws: 100 concurrent bets of 5 ETB on 100 ETB place 20', async () => {
    const p = await newPlayer(t.app, 10_000);
    const [a] = await football(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        placeBet(opts(), {
          userId: p.userId,
          merchantId: MERCHANT_ID,
          picks: [{ code: a!.code, pick: '1' }],
          stakeCents: 500,
          key: `sms:${i}`,
          nowMs: t.clock.now,
        }),
      ),
    );
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as ChannelRefusal).code] : []));
    expect(placed.length).toBe(20);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(await balanceOf(p.userId)).toBe(0);
  });

  it('holds self-exclusion and an operator block', async () => {
    const [a] = await football(1);
    const excluded = await newPlayer(t.app, 10_000);
    await t.app.db.transaction().execute((trx) => addExclusion(trx, excluded.userId, '24h', t.clock.now));
    const bet = { merchantId: MERCHANT_ID, picks: [{ code: a!.code, pick: '1' }], stakeCents: 1_000, nowMs: t.clock.now };
    expect((await refusalOf(placeBet(opts(), { ...bet, userId: excluded.userId, key: 'x1' }))).code).toBe('SELF_EXCLUDED');
    const blocked = await newPlayer(t.app, 10_000);
    await t.app.db
      .updateTable('users')
      .set({ blocked_at: new Date(t.clock.now), blocked_reason: 'test' })
      .where('id', '=', blocked.userId)
      .execute();
    expect((await refusalOf(placeBet(opts(), { ...bet, userId: blocked.userId, key: 'x2' }))).code).toBe('ACCOUNT_BLOCKED');
    expect([await balanceOf(excluded.userId), await balanceOf(blocked.userId)]).toEqual([10_000, 10_000]);
  });
});

describe("a player's balance", () => {
  it('shows the cash, the points to stake and the welcome bonus points still locked (never as money)', async () => {
    const p = await newPlayer(t.app, 4_321);
    expect(await channelBalance(t.app.db, p.userId)).toEqual({ cashCents: 4_321, points: 0, lockedPoints: 50 });
  });
});

describe("a player's tickets", () => {
  it('lists the newest first and finds only the own ones by reference', async () => {
    const p = await newPlayer(t.app, 10_000);
    const other = await newPlayer(t.app, 10_000);
    const [a, b] = await football(2);
    const place = (userId: string, code: number, key: string) =>
      placeBet(opts(), { userId, merchantId: MERCHANT_ID, picks: [{ code, pick: 'X' }], stakeCents: 1_000, key, nowMs: t.clock.now });
    const older = await place(p.userId, a!.code, 'k1');
    t.clock.now += 1_000;
    const newer = await place(p.userId, b!.code, 'k2');
    const theirs = await place(other.userId, a!.code, 'k3');
    const mine = await lastTickets(t.app.db, p.userId, 5);
    expect(mine.map((l) => l.reference)).toEqual([newer.reference, older.reference]);
    expect(mine[0]).toMatchObject({
      status: 'PENDING',
      stakeCents: 1_000,
      selections: 1,
      betType: 'SINGLE',
      potentialWinCents: newer.quote.netWinCents,
    });
    expect((await ticketOf(t.app.db, p.userId, ` ${older.reference.toLowerCase()} `))?.reference).toBe(older.reference);
    expect(await ticketOf(t.app.db, p.userId, theirs.reference)).toBeNull();
    t.clock.now -= 1_000;
  });
});
