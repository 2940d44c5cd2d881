// POST /api/admin/v1/wallets/credit {phone, amount, reason} (+ optional Idempotency-Key): credits a player
// of the configured merchant from house:operator through the ledger. The same key credits once and
// answers the wallet again; the same key with another amount or player is a 409.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '../../../domain/phone.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { creditWallet } from '../wallet/service.ts';
import { amountCents, bodyObject, invalid, requiredText } from './validate.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKey(header: string | string[] | undefined): string {
  if (header === undefined) {
    return randomUUID();
  }
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw invalid('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return header;
}

export function creditRoutes(app: FastifyInstance, db: Db, merchantId: string): void {
  app.post('/api/admin/v1/wallets/credit', async (request) => {
    const body = bodyObject(request.body);
    const phone = normalizePhone(requiredText(body, 'phone', 32));
    if (phone === null) {
      throw invalid('phone must be an Ethiopian mobile number (e.g. 0911223344)');
    }
    const cents = amountCents(body['amount']);
    const reason = requiredText(body, 'reason', 200);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const user = await db.selectFrom('users').select('id')
      .where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
    if (user === undefined) {
      throw notFound('User');
    }
    const wallet = await creditWallet(db, { userId: user.id, amountCents: cents, reason, idempotencyKey: `operator:${key}` });
    return { user_id: user.id, phone, balance: wallet.balance, wallet };
  });
}
