// POST /api/admin/v1/wallets/credit {phone, amount, reason} (+ optional Idempotency-Key): credits a player
// of the configured merchant from house:operator through the ledger. The same key credits once and
// answers the wallet again; the same key with another amount or player is a 409. Shapes are declared in
// schema/endpoints/admin.ts; the phone must also normalise to an Ethiopian mobile number (domain/phone.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../../domain/money.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { CreditWallet } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { creditWallet } from '../wallet/service.ts';

export function creditRoutes(app: FastifyInstance, db: Db, merchantId: string): void {
  route(app, CreditWallet, async (request) => {
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
      amountCents: toCents(request.body.amount),
      reason: request.body.reason,
      idempotencyKey: `operator:${key}`,
    });
    return { user_id: user.id, phone, balance: wallet.balance, wallet };
  });
}
