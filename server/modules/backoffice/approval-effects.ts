// What an approved (or rejected) request does, by kind — run inside the decision's own transaction (approvals.ts)
// with the ledger context, so the effect, the request's new status and the audit entry commit together; the bus
// events it returns are published after commit. A kind with no rejector moves nothing when rejected.
import type { Selectable } from 'kysely';
import type { ApprovalKind } from '../../../schema/operator-access.ts';
import type { ApprovalsTable } from '../../db/types-backoffice.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { LimitPeriod } from '../../../schema/responsible-gaming.ts';
import { approveWithdrawal, refuseWithdrawal } from '../payments/review.ts';
import { resettle } from './resettlement.ts';
import { setLimits } from '../responsible-gaming/limits.ts';
import { audit } from '../responsible-gaming/routes.ts';
import type { BusEvent } from '../realtime/bus.ts';
import { HOUSE_OPERATOR, type LedgerContext } from '../wallet/ledger.ts';
import type { OperatorPrincipal } from './access.ts';

export interface EffectOutcome {
  result: Record<string, unknown>;
  events?: BusEvent[];
}

type Effect = (ctx: LedgerContext, row: Selectable<ApprovalsTable>, approver: OperatorPrincipal, nowMs: number) => Promise<EffectOutcome>;

async function walletMove(ctx: LedgerContext, row: Selectable<ApprovalsTable>, approver: OperatorPrincipal, sign: 1 | -1) {
  const wallet = await ctx.trx.selectFrom('wallets').select('ledger_account_id').where('user_id', '=', row.target_id).executeTakeFirst();
  if (wallet === undefined) {
    throw new HttpError(409, 'WALLET_NOT_FOUND', 'The player has no wallet any more');
  }
  const cents = Number(row.amount_cents);
  const transfer = await ctx.post({
    idempotencyKey: `approval:${row.id}`,
    kind: sign > 0 ? 'operator_credit' : 'operator_debit',
    reason: `${row.reason} (approved by ${approver.name})`,
    postings: [
      { accountId: HOUSE_OPERATOR, amountCents: -sign * cents },
      { accountId: wallet.ledger_account_id, amountCents: sign * cents },
    ],
  });
  return { result: { transaction_id: transfer.transactionId, amount_cents: cents, user_id: row.target_id } };
}

/** A deposit-limit change support asked for on the player's request: the player's own rules (lower at once, raise later). */
const playerLimits: Effect = async (ctx, row, approver, nowMs) => {
  const payload = JSON.parse(row.payload) as { limits_cents?: Partial<Record<LimitPeriod, number | null>> };
  const changes = await setLimits(ctx.trx, row.target_id, payload.limits_cents ?? {}, nowMs);
  await audit(ctx.trx, row.target_id, null, 'deposit_limits', { changes, by_operator: approver.name }, nowMs);
  return { result: { user_id: row.target_id, changes } };
};

export const executors: Readonly<Record<ApprovalKind, Effect>> = {
  wallet_credit: (ctx, row, approver) => walletMove(ctx, row, approver, 1),
  wallet_debit: (ctx, row, approver) => walletMove(ctx, row, approver, -1),
  withdrawal: (ctx, row, _approver, nowMs) => approveWithdrawal(ctx, row.target_id, nowMs),
  resettlement: (ctx, row) => resettle(ctx, row),
  player_limits: playerLimits,
};

/** What a rejection undoes: a large withdrawal fails and its held amount returns to the player. */
export const rejectors: Readonly<Partial<Record<ApprovalKind, Effect>>> = {
  withdrawal: (ctx, row, _approver, nowMs) => refuseWithdrawal(ctx, row.target_id, nowMs),
};
