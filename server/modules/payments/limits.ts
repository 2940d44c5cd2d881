// A merchant's own minimum and maximum per payment method and flow (issue 33; table payment_limits, 0042). No row:
// the catalogue's defaults (domain/payments/methods.ts; a withdrawal's default maximum is the 10,000 cap). A limit
// is at least 1 ETB, at most the gateway's own maximum, min ≤ max, ETB with at most 2 decimals → integer cents.
// Setting one is audited ('payments.limits', before and after) in the transaction that stores it; setting what is
// already in force writes no entry. The limits reach players with the gateways' preferences (preferences.ts).
import { fromCents } from '../../../domain/money.ts';
import { PAYMENT_MAX_ETB, PAYMENT_METHODS, type MethodLimit, type PaymentFlow } from '../../../domain/payments/methods.ts';
import { paymentMaxEtb } from '../../../domain/payments/submit.ts';
import { PAYMENT_LIMIT_REFUSALS } from '../../../schema/endpoints/admin-payments.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { appendAudit, type Actor } from '../backoffice/audit.ts';
import { limitCentsWithin } from '../responsible-gaming/routes.ts';

export interface StoredLimit {
  method: string;
  minCents: number;
  maxCents: number;
  updatedAt: Date;
}

export async function storedLimits(db: Db, merchantId: string, flow: PaymentFlow, lock = false): Promise<StoredLimit[]> {
  let query = db
    .selectFrom('payment_limits')
    .select(['method', 'min_cents', 'max_cents', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .where('flow', '=', flow);
  if (lock) {
    query = query.forShare();
  }
  const rows = await query.execute();
  return rows.map((r) => ({ method: r.method, minCents: Number(r.min_cents), maxCents: Number(r.max_cents), updatedAt: new Date(r.updated_at) }));
}

/** The limits of one gateway's methods, as the preference response carries them (ETB). */
export function gatewayLimits(limits: readonly StoredLimit[], flow: PaymentFlow, gateway: string): MethodLimit[] {
  return PAYMENT_METHODS.filter((m) => m.flow === flow && m.provider === gateway).flatMap((m) => {
    const own = limits.find((l) => l.method === m.id);
    return own === undefined ? [] : [{ method: m.method, min_amount: fromCents(own.minCents), max_amount: fromCents(own.maxCents) }];
  });
}

/** Every method of a flow with its limits in force, its defaults and the gateway's own maximum (ETB). */
export function limitTable(limits: readonly StoredLimit[], flow: PaymentFlow) {
  return PAYMENT_METHODS.filter((m) => m.flow === flow).map((m) => {
    const own = limits.find((l) => l.method === m.id);
    const defaultMax = paymentMaxEtb(m, flow);
    return {
      method_id: m.id,
      gateway: m.provider,
      method: m.method,
      name: m.name,
      min_amount: own === undefined ? m.minAmount : fromCents(own.minCents),
      max_amount: own === undefined ? defaultMax : fromCents(own.maxCents),
      default_min: m.minAmount,
      default_max: defaultMax,
      gateway_max: PAYMENT_MAX_ETB[m.provider],
      custom: own !== undefined,
      updated_at: own === undefined ? null : own.updatedAt.toISOString(),
    };
  });
}

export interface LimitChange {
  merchantId: string;
  flow: PaymentFlow;
  methodId: string;
  min: number | null;
  max: number | null;
}

const refuse = (r: { status: number; code: string; text: string }): HttpError => new HttpError(r.status, r.code, r.text);

/** The change checked and in cents; null: back to the defaults. */
function checked(change: LimitChange): { minCents: number; maxCents: number } | null {
  const method = PAYMENT_METHODS.find((m) => m.id === change.methodId && m.flow === change.flow);
  if (method === undefined) {
    throw refuse(PAYMENT_LIMIT_REFUSALS.METHOD);
  }
  if (change.min === null && change.max === null) {
    return null;
  }
  if (change.min === null || change.max === null) {
    throw refuse(PAYMENT_LIMIT_REFUSALS.BOTH);
  }
  // limitCentsWithin's floor is 1 ETB (PAYMENT_MIN_ETB); no ceiling of its own: the gateway's is its own refusal.
  const amount = (value: number) => limitCentsWithin(value, Number.MAX_SAFE_INTEGER, PAYMENT_LIMIT_REFUSALS.AMOUNT) ?? 0;
  const [minCents, maxCents] = [amount(change.min), amount(change.max)];
  if (maxCents > PAYMENT_MAX_ETB[method.provider] * 100) {
    throw refuse(PAYMENT_LIMIT_REFUSALS.ABOVE_GATEWAY);
  }
  if (minCents > maxCents) {
    throw refuse(PAYMENT_LIMIT_REFUSALS.MIN_ABOVE_MAX);
  }
  return { minCents, maxCents };
}

/** Sets (or removes) one method's limits, audited in the same transaction; answers the flow's limits now. */
export async function setLimit(db: Db, actor: Actor, change: LimitChange, nowMs: number) {
  const next = checked(change);
  const { merchantId, flow, methodId } = change;
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('payment_limits')
      .select(['min_cents', 'max_cents'])
      .where('merchant_id', '=', merchantId)
      .where('flow', '=', flow)
      .where('method', '=', methodId)
      .forUpdate()
      .executeTakeFirst();
    const before = held === undefined ? null : { min_cents: Number(held.min_cents), max_cents: Number(held.max_cents) };
    const after = next === null ? null : { min_cents: next.minCents, max_cents: next.maxCents };
    if (next === null) {
      await trx.deleteFrom('payment_limits').where('merchant_id', '=', merchantId).where('flow', '=', flow).where('method', '=', methodId).execute();
    } else {
      const at = new Date(nowMs);
      await trx
        .insertInto('payment_limits')
        .values({ merchant_id: merchantId, flow, method: methodId, min_cents: next.minCents, max_cents: next.maxCents, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'flow', 'method']).doUpdateSet({ min_cents: next.minCents, max_cents: next.maxCents, updated_at: at }),
        )
        .execute();
    }
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await appendAudit(
        trx,
        actor,
        {
          action: 'payments.limits',
          target: { kind: 'merchant', id: merchantId },
          reason: null,
          before: before === null ? null : { flow, method: methodId, ...before },
          after: after === null ? null : { flow, method: methodId, ...after },
        },
        nowMs,
      );
    }
    return limitTable(await storedLimits(trx, merchantId, flow), flow);
  });
}
