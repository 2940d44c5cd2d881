// Betting by SMS (issue 34): a bet is asked, then placed on `YES <code>` from the same phone within 2 minutes —
// through the web's placement, so 100 concurrent bets on 100 ETB never overdraw; a code is single use, bound to
// its phone and expires; STOP (confirmed) self-excludes for 24 h and a bet after it is refused; the stake limits hold.
import { describe, expect, it } from 'vitest';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { say } from '../../server/modules/channels/core/texts.ts';
import { useTestApp } from './helpers.ts';
import { codeIn, inbound, lastSms, SMS_ENV, sms } from './channels-sms-helpers.ts';
import { drainTo } from './games-helpers.ts';
import { player } from './payments-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const t = useTestApp({ env: SMS_ENV });

async function codes(n: number): Promise<number[]> {
  const matches = await topMatches(t.app.db, { nowMs: t.clock.now, sportId: '1', limit: n });
  expect(matches.length).toBe(n);
  return matches.map((m) => m.code);
}

async function playerWith(cents: number) {
  const p = await player(t.app);
  await drainTo(t.app, p.userId, cents);
  expect(await balanceOf(t.app, p.userId)).toBe(cents);
  return p;
}

const tickets = async (userId: string): Promise<number> =>
  (await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', userId).execute()).length;

describe('SMS bets', () => {
  it('asks with the slip figures, places on YES <code> and answers the receipt', async () => {
    const p = await playerWith(100_00);
    const [a, b] = await codes(2);
    const ask = await sms(t, p.phone, `${a}#1*${b}#x#20`);
    expect(ask).toMatch(
      new RegExp(`^${a} .+ 1@\\d+\\.\\d\\d, ${b} .+ X@\\d+\\.\\d\\d\\. Stake 20\\.00 ETB \\(VAT \\d+\\.\\d\\d\\), win [\\d,.]+ ETB after tax`),
    );
    expect(await balanceOf(t.app, p.userId)).toBe(100_00);
    const receipt = await sms(t, p.phone, `yes ${codeIn(ask)}`);
    expect(receipt).toMatch(
      /^Bet placed\. Ref BB-[A-Z0-9]{10}\. Stake 20\.00 ETB, VAT [\d.]+, odds [\d.]+, potential win [\d,.]+ ETB, tax [\d,.]+, you get [\d,.]+ ETB\.$/,
    );
    expect(await balanceOf(t.app, p.userId)).toBe(80_00);
    const ref = /Ref (BB-\w+)/.exec(receipt)?.[1] ?? '';
    expect(await sms(t, p.phone, `CHECK ${ref}`)).toMatch(new RegExp(`^Ticket ${ref}: open\\. Stake 20\\.00 ETB`));
    expect(await sms(t, p.phone, 'LAST')).toBe(`Last bets: ${ref} open 20.00`);
    // The same code again places nothing.
    expect(await sms(t, p.phone, `YES ${codeIn(ask)}`)).toBe(say('en', 'sms.codeUnknown', { code: codeIn(ask) }));
    expect(await tickets(p.userId)).toBe(1);
  });

  it('asks again with the new figures when a price moved between the ask and the YES', async () => {
    const p = await playerWith(100_00);
    const [m] = await topMatches(t.app.db, { nowMs: t.clock.now, sportId: '1', limit: 1 });
    const one = m?.picks.find((x) => x.pick === '1');
    if (m === undefined || one === undefined) {
      throw new Error('no open match with a 1');
    }
    const ask = await sms(t, p.phone, `${m.code}#1#10`);
    const moved = Math.round(one.odds * 100) + 15;
    const where = { match_id: one.matchId, market_id: one.marketId, specifier: one.specifier, outcome_id: one.outcomeId };
    await t.app.db
      .updateTable('outcomes')
      .set({ odds_hundredths: moved })
      .where('match_id', '=', where.match_id)
      .where('market_id', '=', where.market_id)
      .where('specifier', '=', where.specifier)
      .where('outcome_id', '=', where.outcome_id)
      .execute();
    try {
      const again = await sms(t, p.phone, `YES ${codeIn(ask)}`);
      expect(again.startsWith(`Prices changed since you asked. ${m.code} `)).toBe(true);
      expect(again).toContain(`1@${(moved / 100).toFixed(2)}`);
      expect(await tickets(p.userId)).toBe(0);
      expect(await sms(t, p.phone, `YES ${codeIn(again)}`)).toMatch(/^Bet placed\. Ref BB-/);
      expect(await balanceOf(t.app, p.userId)).toBe(90_00);
    } finally {
      await t.app.db
        .updateTable('outcomes')
        .set({ odds_hundredths: Math.round(one.odds * 100) })
        .where('match_id', '=', where.match_id)
        .where('market_id', '=', where.market_id)
        .where('specifier', '=', where.specifier)
        .where('outcome_id', '=', where.outcome_id)
        .execute();
    }
  });

  it('spends the open codes after 5 wrong ones, so 4 digits cannot be walked through', async () => {
    const p = await playerWith(100_00);
    const [a] = await codes(1);
    const code = codeIn(await sms(t, p.phone, `${a}#1#10`));
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i += 1) {
      expect(await sms(t, p.phone, `YES ${wrong}`)).toBe(say('en', 'sms.codeUnknown', { code: wrong }));
    }
    expect(await sms(t, p.phone, `YES ${code}`)).toBe(say('en', 'sms.codeUnknown', { code }));
    expect(await tickets(p.userId)).toBe(0);
  });

  it('answers in the phone language: Amharic confirmation and receipt', async () => {
    const p = await playerWith(100_00);
    const [a] = await codes(1);
    await sms(t, p.phone, 'LANG AM');
    const ask = await sms(t, p.phone, `${a}#2#10`);
    expect(ask).toContain('አዎ');
    expect(await sms(t, p.phone, `አዎ ${codeIn(ask)}`)).toMatch(/^ውርርድ ተይዟል። ማጣቀሻ BB-/);
  });

  it('another phone cannot confirm my code, and an expired code places nothing', async () => {
    const me = await playerWith(100_00);
    const other = await playerWith(100_00);
    const [a] = await codes(1);
    const code = codeIn(await sms(t, me.phone, `${a}#1#10`));
    expect(await sms(t, other.phone, `YES ${code}`)).toBe(say('en', 'sms.codeUnknown', { code }));
    const late = codeIn(await sms(t, me.phone, `${a}#1#11`));
    t.clock.now += 2 * 60_000 + 1;
    try {
      expect(await sms(t, me.phone, `YES ${late}`)).toBe(say('en', 'sms.codeExpired', { code: late }));
    } finally {
      t.clock.now -= 2 * 60_000 + 1;
    }
    expect([await tickets(me.userId), await tickets(other.userId)]).toEqual([0, 0]);
    expect([await balanceOf(t.app, me.userId), await balanceOf(t.app, other.userId)]).toEqual([100_00, 100_00]);
  });

  it('never overdraws: 100 concurrent SMS bets of 10 ETB from one phone on 100 ETB place 10', async () => {
    const p = await playerWith(100_00);
    const [a] = await codes(1);
    // Asked concurrently too; each reply's code is read from the stored confirmations (the outbox's newest message
    // is another request's under concurrency). Two asks may draw the same code: each YES claims one of them.
    const asked = await Promise.all(Array.from({ length: 100 }, () => inbound(t, p.phone, `${a}#1#10`)));
    expect(asked.every((r) => r.statusCode === 200)).toBe(true);
    const pending = await t.app.db.selectFrom('sms_confirmations').select('code').where('phone', '=', p.phone).where('used_at', 'is', null).execute();
    expect(pending).toHaveLength(100);
    const replies = await Promise.all(
      pending.map(async ({ code }) => {
        const res = await inbound(t, p.phone, `YES ${code}`);
        expect(res.statusCode).toBe(200);
        return res;
      }),
    );
    expect(replies).toHaveLength(100);
    const texts = await t.app.db.selectFrom('sms_outbox').select('text').where('phone', '=', p.phone).orderBy('id', 'desc').limit(100).execute();
    expect(texts.filter((r) => r.text.startsWith('Bet placed.')).length).toBe(10);
    expect(texts.filter((r) => r.text.startsWith('Not done: ')).length).toBe(90);
    expect(await tickets(p.userId)).toBe(10);
    expect(await balanceOf(t.app, p.userId)).toBe(0);
  });

  it('STOP, confirmed, self-excludes for 24 h: the next bet is refused in the player language', async () => {
    const p = await playerWith(100_00);
    const [a] = await codes(1);
    const pending = codeIn(await sms(t, p.phone, `${a}#1#10`));
    const stop = await sms(t, p.phone, 'STOP');
    expect(await sms(t, p.phone, `YES ${codeIn(stop)}`)).toBe(say('en', 'sms.stopDone', { until: '2026-11-22 12:00 EAT' }));
    // A bet asked before the STOP and confirmed after it is refused too: the exclusion holds at placement.
    expect(await sms(t, p.phone, `YES ${pending}`)).toMatch(/^Not done: /);
    const again = await sms(t, p.phone, `${a}#1#10`);
    expect(again).toMatch(/^Not done: |Reply YES/);
    if (again.includes('Reply YES')) {
      expect(await sms(t, p.phone, `YES ${codeIn(again)}`)).toMatch(/^Not done: .*excluded/i);
    }
    expect(await tickets(p.userId)).toBe(0);
    expect(await balanceOf(t.app, p.userId)).toBe(100_00);
  });

  it('holds the stake limits and refuses an unknown match or pick with the reason', async () => {
    const p = await playerWith(100_00);
    const [a] = await codes(1);
    expect(await sms(t, p.phone, `${a}#1#0.50`)).toMatch(/^Not done: /);
    expect(await sms(t, p.phone, `${a}#1#100001`)).toMatch(/^Not done: /);
    expect(await sms(t, p.phone, '9999999#1#10')).toBe(say('en', 'sms.refused', { reason: say('en', 'refusal.UNKNOWN_MATCH', { code: 9999999 }) }));
    const big = codeIn(await sms(t, p.phone, `${a}#1#500`));
    expect(await sms(t, p.phone, `YES ${big}`)).toMatch(/^Not done: /);
    expect(await tickets(p.userId)).toBe(0);
    expect(await lastSms(t, p.phone)).toMatch(/^Not done: /);
  });
});
