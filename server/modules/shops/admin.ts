// The operator's shop routes (registered inside the admin module's guarded context, Bearer OPERATOR_TOKEN):
// create a shop of the server's merchant, create a cashier for it (the answer names the cashier, never echoes the
// password), read a shop's till statement for a day. Creating a shop or a cashier is audited ('shop.create' /
// 'cashier.create') in the creating transaction; the entry never carries the password or its hash.
import type { FastifyInstance } from 'fastify';
import { CreateCashier, CreateShop, ShopTill } from '../../../schema/endpoints/shop-admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { createCashier, createShop, shopOf } from './accounts.ts';
import { tillStatement } from './till.ts';

export function shopAdminRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  route(app, CreateShop, async (request, reply) => {
    const { actor } = operatorOf(request);
    const shop = await createShop(db, merchantId, request.body.name, async (trx, created) => {
      await appendAudit(trx, actor, { action: 'shop.create', target: { kind: 'shop', id: created.id }, after: created, reason: null }, now());
    });
    return reply.code(201).send(shop);
  });

  route(app, CreateCashier, async (request, reply) => {
    const { actor } = operatorOf(request);
    const shop = await shopOf(db, merchantId, request.params.shopId);
    const cashier = await createCashier(db, shop, request.body.username, request.body.password, async (trx, created) => {
      // What the answer shows, never the password.
      const entry = { action: 'cashier.create', target: { kind: 'cashier', id: created.cashier_id }, after: created, reason: null };
      await appendAudit(trx, actor, entry, now());
    });
    return reply.code(201).send(cashier);
  });

  // Not audited: a read-only GET.
  route(app, ShopTill, async (request) => tillStatement(db, await shopOf(db, merchantId, request.params.shopId), request.query.day, now()));
}
