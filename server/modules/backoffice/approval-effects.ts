// What an approved request does, by kind — run inside the approval's own transaction (approvals.ts) with the ledger
// context, so the effect, the request's new status and the audit entry commit together. A kind not yet wired to an
// effect refuses to be approved (and stays pending) rather than pretend it ran.
import type { Selectable } from 'kysely';
import type { ApprovalKind } from '../../../schema/operator-access.ts';
import type { ApprovalsTable } from '../../db/types-backoffice.ts';
import { HttpError } from '../../plugins/errors.ts';
import { HOUSE_OPERATOR, type LedgerContext } from '../wallet/ledger.ts';
import type { OperatorPrincipal } from './access.ts';

type Effect = (ctx: LedgerContext, row: Selectable<ApprovalsTable>, approver: OperatorPrincipal) => Promise<Record<string, unknown>>;

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
  return { transaction_id: transfer.transactionId, amount_cents: cents, user_id: row.target_id };
}

const notWired: Effect = async (_ctx, row) => {
  throw new HttpError(409, 'NOT_SUPPORTED', `Approving a ${row.kind.replace(/_/g, ' ')} is not available yet`);
};

export const executors: Readonly<Record<ApprovalKind, Effect>> = {
  wallet_credit: (ctx, row, approver) => walletMove(ctx, row, approver, 1),
  wallet_debit: (ctx, row, approver) => walletMove(ctx, row, approver, -1),
  withdrawal: notWired,
  resettlement: notWired,
  player_limits: notWired,
};
