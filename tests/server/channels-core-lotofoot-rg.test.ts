// The channels' LotoFoot and responsible-gaming core (issue 34, core/lotofoot.ts, core/rg.ts) on a real database:
// the open week as a channel shows it; a 7-pick ticket debits the web's default price once per key; malformed
// picks, a self-excluded player and a short balance are refused with the web's codes and texts, nothing debited;
// a self-exclusion is the web's (only ever longer, audited) and limitsOf shows it.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { CHANNEL_LOTOFOOT_CENTS, currentWeek, placeLotofoot } from '../../server/modules/channels/core/lotofoot.ts';
import { limitsOf, selfExclude } from '../../server/modules/channels/core/rg.ts';
import { ChannelRefusal } from '../../server/modules/channels/core/types.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import type { ModuleOptions } from '../../server/modules/module-options.ts';
import { fund, newPlayer, drainTo } from './games-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const t = useTestApp();
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, MERCHANT_ID });
const opts = (): ModuleOptions => ({ db: t.app.db, now: () => t.clock.now, config });
const refusal = async (p: Promise<unknown>): Promise<ChannelRefusal> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChannelRefusal);
  return err as ChannelRefusal;
};
const SEVEN = ['1', 'x', '2', '1', 'X', '2', '1'];

beforeAll(async () => {
  await ensureOpenWeeks(t.app.db, t.clock.now);
});

describe('channels core: LotoFoot', () => {
  it('shows the open 7-match week numbered 1..7 at the default price', async () => {
    const week = await currentWeek(t.app.db, t.clock.now);
    expect(week).not.toBeNull();
    expect(week?.matches.map((m) => m.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week?.stakeCents).toBe(15_000);
    expect(week?.closesAt.getTime()).toBeGreaterThan(t.clock.now);
    expect(await currentWeek(t.app.db, (week?.closesAt.getTime() ?? 0) + 1)).toBeNull();
  });

  it('places one ticket per key and debits the price once', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p.userId, 50_000);
    const before = await balanceOf(t.app, p.userId);
    const input = { userId: p.userId, merchantId: MERCHANT_ID, picks: SEVEN, key: `lf-${p.userId}`, nowMs: t.clock.now };
    const [a, b] = await Promise.all([placeLotofoot(opts(), input), placeLotofoot(opts(), input)]);
    expect(a.reference).toMatch(/^LF/);
    expect(b.reference).toBe(a.reference);
    expect(await balanceOf(t.app, p.userId)).toBe(before - CHANNEL_LOTOFOOT_CENTS);
    const other = await placeLotofoot(opts(), { ...input, key: `lf2-${p.userId}` });
    expect(other.reference).not.toBe(a.reference);
  });

  it('refuses malformed picks, a short balance and an excluded player with the web codes; nothing debited', async () => {
    const p = await newPlayer(t.app, 1_000);
    const base = { userId: p.userId, merchantId: MERCHANT_ID, key: `lf-${p.userId}`, nowMs: t.clock.now };
    for (const picks of [SEVEN.slice(1), [...SEVEN.slice(1), '3'], [...SEVEN, '1']]) {
      const r = await refusal(placeLotofoot(opts(), { ...base, picks }));
      expect([r.code, r.message]).toEqual(['LOTOFOOT_INCOMPLETE', 'All matches must have predictions before submitting']);
    }
    const poor = await refusal(placeLotofoot(opts(), { ...base, picks: SEVEN }));
    expect([poor.code, poor.message]).toEqual(['INSUFFICIENT_BALANCE', 'Insufficient balance']);
    await fund(t.app, p.userId, 100_000);
    await selfExclude(opts(), { userId: p.userId, merchantId: MERCHANT_ID, period: '24h', nowMs: t.clock.now });
    const excluded = await refusal(placeLotofoot(opts(), { ...base, key: 'again', picks: SEVEN }));
    expect(excluded.code).toBe('SELF_EXCLUDED');
    expect(await balanceOf(t.app, p.userId)).toBe(101_000);
    await drainTo(t.app, p.userId, 0);
  });
});

describe('channels core: responsible gaming', () => {
  it('self-excludes as the web does: audited, only ever longer, shown by limitsOf', async () => {
    const p = await newPlayer(t.app);
    expect((await limitsOf(t.app.db, p.userId, t.clock.now)).exclusion).toBeNull();
    const { endsAt } = await selfExclude(opts(), { userId: p.userId, merchantId: MERCHANT_ID, period: '7d', nowMs: t.clock.now });
    expect(endsAt?.getTime()).toBe(t.clock.now + 7 * 86_400_000);
    const shorter = await refusal(selfExclude(opts(), { userId: p.userId, merchantId: MERCHANT_ID, period: '24h', nowMs: t.clock.now }));
    expect(shorter.code).toBe('EXCLUSION_NOT_LONGER');
    const limits = await limitsOf(t.app.db, p.userId, t.clock.now);
    expect(limits.exclusion).toEqual({ period: '7d', endsAt: new Date(t.clock.now + 7 * 86_400_000) });
    expect(limits.limits.map((l) => l.period)).toEqual(['day', 'week', 'month']);
    expect(limits.limits.every((l) => l.limitCents === null && l.remainingCents === null)).toBe(true);
    const audit = await t.app.db.selectFrom('responsible_gaming_audit').select('action').where('user_id', '=', p.userId).execute();
    expect(audit.map((a) => a.action)).toEqual(['self_exclusion']);
    const bad = await refusal(selfExclude(opts(), { userId: p.userId, merchantId: MERCHANT_ID, period: 'forever' as never, nowMs: t.clock.now }));
    expect(bad.code).toBe('VALIDATION_FAILED');
  });
});
