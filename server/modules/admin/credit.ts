// POST /api/admin/v1/wallets/credit {phone, amount, reason} (+ optional Idempotency-Key): credits a player
// of the configured merchant from house:operator through the ledger. The same key credits once and
// answers the wallet again; the same key with another amount or player is a 409. Shapes are declared in
// schema/endpoints/admin.ts; the phone must also normalise to an Ethiopian mobile number (domain/phone.ts).
// Four-eyes (issue 33): a person asking for more than OPERATOR_CREDIT_MAX, or without wallet.adjust (support may
// only ask), gets a request (202) that moves money when a second person approves it (backoffice/approvals.ts). The
// operator token above the ceiling is a 403 CREDIT_NEEDS_APPROVAL before anything is read, as one leaked or
// mistyped call must not mint a fortune. Every credit is audited in the transaction that posts it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from '../../../domain/money.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { CREDIT_NEEDS_APPROVAL, CreditWallet } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { requestApproval } from '../backoffice/approval-requests.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { creditWallet } from '../wallet/service.ts';

export function creditRoutes(app: FastifyInstance, db: Db, merchantId: string, creditMaxCents: number, now: () => number): void {
  const maxAmount = fromCents(creditMaxCents);
  route(app, CreditWallet, async (request, reply) => {
    const me = operatorOf(request);
    const amountCents = toCents(request.body.amount);
    const needsApproval = amountCents > creditMaxCents || !me.permissions.has('wallet.adjust');
    if (needsApproval && me.kind !== 'operator') {
      const { status, code } = CREDIT_NEEDS_APPROVAL;
      throw new HttpError(status, code, `A credit above ${maxAmount} ETB needs a second person's approval`, { max_amount: maxAmount });
    }
    const phone = normalizePhone(request.body.phone);
    if (phone === null) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'phone must be an Ethiopian mobile number (e.g. 0911223344)');
    }
    const user = await db.selectFrom('users').select('id').where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
    if (user === undefined) {
      throw notFound('User');
    }
    const { reason } = request.body;
    if (needsApproval) {
      const target = { kind: 'player', id: user.id };
      const id = await db
        .transaction()
        .execute((trx) => requestApproval(trx, me, { kind: 'wallet_credit', merchantId, target, amountCents, payload: { phone }, reason }, now()));
      reply.code(202);
      return { status: 'pending' as const, approval_id: id };
    }
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : randomUUID();
    const wallet = await creditWallet(db, {
      userId: user.id,
      amountCents,
      reason,
      idempotencyKey: `operator:${key}`,
      within: async (trx, transfer) => {
        if (!transfer.replayed) {
          const after = { amount_cents: amountCents, phone, transaction_id: transfer.transactionId };
          await appendAudit(trx, me.actor, { action: 'wallet.credit', target: { kind: 'player', id: user.id }, after, reason }, now());
        }
      },
    });
    return { user_id: user.id, phone, balance: wallet.balance, wallet };
  });
}
