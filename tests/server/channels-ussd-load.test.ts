// 1,000 concurrent USSD sessions from 1,000 phones (issue 34), each walking to a single and confirming it with enough
// money: no wallet goes below zero, and every bet the gateway was told about ("END Ticket BB-…") exists, once.
// On PostgreSQL all 1,000; on PGlite (one connection, every query in line) 250, which proves the same invariants.
import { describe, expect, it } from 'vitest';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { useTestApp } from './helpers.ts';
import { PIN, USSD_ENV, newSession, screen, ussdPlayer } from './channels-ussd-helpers.ts';

const t = useTestApp({ env: USSD_ENV });
const SESSIONS = process.env['TEST_DATABASE_URL'] ? 1_000 : 250;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return out;
}

describe(`${SESSIONS} concurrent USSD sessions`, () => {
  it('never overdraw, and every acknowledged bet exists', { timeout: 600_000 }, async () => {
    const players = await inBatches(
      Array.from({ length: SESSIONS }, (_, i) => i),
      50,
      () => ussdPlayer(t.app, 5_000),
    );
    // A single by code (menu, code, pick, stake, PIN, Yes): the multiple's extra screens are walked in
    // channels-ussd.test.ts and the USSD journey; here the load is the point.
    const [a] = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 1 });
    const path = ['1', String(a?.code), '1', '2', '30', PIN, '1'];
    const finals = await Promise.all(
      players.map(async (p) => {
        const sessionId = newSession();
        let last = await screen(t.app, { sessionId, phone: p.phone, text: '' });
        for (let i = 1; i <= path.length; i++) {
          last = await screen(t.app, { sessionId, phone: p.phone, text: path.slice(0, i).join('*') });
        }
        return { userId: p.userId, final: last };
      }),
    );
    const acknowledged = finals.map((f) => ({ ...f, ref: /^END Ticket (BB-[A-Z2-7]{10}) placed/.exec(f.final)?.[1] }));
    const refused = acknowledged.filter((f) => f.ref === undefined);
    expect(refused.map((f) => f.final).slice(0, 3)).toEqual([]);
    const tickets = await t.app.db
      .selectFrom('tickets')
      .select(['reference_id', 'user_id'])
      .where(
        'user_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
    expect(tickets).toHaveLength(SESSIONS);
    const byRef = new Map(tickets.map((r) => [r.reference_id, r.user_id]));
    for (const f of acknowledged) {
      expect(byRef.get(f.ref ?? '')).toBe(f.userId);
    }
    const negative = await t.app.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', 'player')
      .where('balance_cents', '<', 0 as never)
      .execute();
    expect(negative).toEqual([]);
  });
});
