// The back office's LotoFoot desk (schema/endpoints/backoffice-lotofoot.ts): weeks with their worst-case liability
// and the fixed-prize variant's weekly cap (liability.ts), set with a reason and audited in the same transaction.
import type { FastifyInstance } from 'fastify';
import { fromCents } from '../../../domain/money.ts';
import { CAP_INVALID, LotofootWeeksDesk, SetLotofootCap } from '../../../schema/endpoints/backoffice-lotofoot.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { capOf, weeksWithLiability } from './liability.ts';

export function lotofootDeskRoutes(app: FastifyInstance, db: Db, now: () => number, defaultCapCents: number): void {
  const weeks = async () => ({
    data: (await weeksWithLiability(db, defaultCapCents)).map((w) => ({
      id: w.id,
      variant: w.variant,
      status: w.status,
      deadline: w.deadline,
      tickets: w.tickets,
      stakes: fromCents(w.stakesCents),
      liability: fromCents(w.liabilityCents),
      cap: w.capCents === null ? null : fromCents(w.capCents),
    })),
  });
  route(app, LotofootWeeksDesk, weeks);
  route(app, SetLotofootCap, async (request) => {
    const { variant, cap, reason } = request.body;
    if (!Number.isInteger(cap) || cap < 1 || cap > 1_000_000_000) {
      throw new HttpError(CAP_INVALID.status, CAP_INVALID.code, CAP_INVALID.text);
    }
    const me = operatorOf(request);
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const before = await capOf(trx, variant, defaultCapCents);
      const row = { variant, cap_cents: cap * 100, updated_by: me.name, updated_at: new Date(nowMs) };
      await trx
        .insertInto('lotofoot_caps')
        .values(row)
        .onConflict((oc) => oc.column('variant').doUpdateSet({ cap_cents: cap * 100, updated_by: me.name, updated_at: new Date(nowMs) }))
        .execute();
      await appendAudit(
        trx,
        me.actor,
        {
          action: 'lotofoot.cap',
          target: { kind: 'lotofoot_variant', id: variant },
          before: { cap_cents: before },
          after: { cap_cents: cap * 100 },
          reason,
        },
        nowMs,
      );
    });
    return weeks();
  });
}
