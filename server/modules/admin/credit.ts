// POST /api/admin/v1/wallets/credit {phone, amount, reason} (+ optional Idempotency-Key): credits a player
// of the configured merchant from house:operator through the ledger. The same key credits once and
// answers the wallet again; the same key with another amount or player is a 409. Shapes are declared in
// schema/endpoints/admin.ts; the phone must also normalise to an Ethiopian mobile number (domain/phone.ts).
// One credit adds at most OPERATOR_CREDIT_MAX (issue 28): a larger one is a 403 CREDIT_NEEDS_APPROVAL before
// anything is read or written, as one leaked or mistyped call must not mint a fortune.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from '../../../domain/money.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { CREDIT_NEEDS_APPROVAL, CreditWallet } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { creditWallet } from '../wallet/service.ts';

export function creditRoutes(app: FastifyInstance, db: Db, merchantId: string, creditMaxCents: number): void {
  const maxAmount = fromCents(creditMaxCents);
  route(app, CreditWallet, async (request) => {
    const amountCents = toCents(request.body.amount);
    if (amountCents > creditMaxCents) {
      const { status, code } = CREDIT_NEEDS_APPROVAL;
      throw new HttpError(status, code, `A credit above ${maxAmount} ETB needs a second person's approval`, { max_amount: maxAmount });
    }
    const phone = normalizePhone(request.body.phone);
    if (phone === null) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'phone must be an Ethiopian mobile number (e.g. 0911223344)');
    }
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : randomUUID();
    const user = await db.selectFrom('users').select('id').where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
    if (user === undefined) {
      throw notFound('User');
    }
    const wallet = await creditWallet(db, {
      userId: user.id,
      amountCents,
      reason: request.body.reason,
      idempotencyKey: `operator:${key}`,
    });
    return { user_id: user.id, phone, balance: wallet.balance, wallet };
  });
}
