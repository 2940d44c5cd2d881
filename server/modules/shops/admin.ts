// The operator's shop routes (registered inside the admin module's guarded context, Bearer OPERATOR_TOKEN):
// create a shop of the server's merchant, create a cashier for it (the answer names the cashier, never echoes the
// password), read a shop's till statement for a day. Creating a shop or a cashier is audited ('shop.create' /
// 'cashier.create') in the creating transaction; the entry never carries the password or its hash.
// The back office's shops desk (desk.ts): the list with today's figures, a cashier disabled / enabled or given a new
// password (audited 'cashier.disable' / 'cashier.enable' / 'cashier.password'), each answering the shop as listed.
import type { FastifyInstance } from 'fastify';
import { CreateCashier, CreateShop, ListShops, ResetCashierPassword, SetCashierActive, ShopTill } from '../../../schema/endpoints/shop-admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { createCashier, createShop, type ShopRow, shopOf } from './accounts.ts';
import { listShops, resetCashierPassword, setCashierActive } from './desk.ts';
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

  route(app, ListShops, async () => listShops(db, merchantId, now()));

  // The shop as the list shows it, after a change to one of its cashiers.
  const listed = async (shop: ShopRow) => ({ shop: (await listShops(db, merchantId, now(), shop.id)).data[0] });

  route(app, SetCashierActive, async (request) => {
    const { actor } = operatorOf(request);
    const shop = await shopOf(db, merchantId, request.params.shopId);
    await setCashierActive(db, actor, shop, request.params.cashierId, request.body.active, request.body.reason, now());
    return listed(shop);
  });

  route(app, ResetCashierPassword, async (request) => {
    const { actor } = operatorOf(request);
    const shop = await shopOf(db, merchantId, request.params.shopId);
    await resetCashierPassword(db, actor, shop, request.params.cashierId, request.body.password, request.body.reason, now());
    return listed(shop);
  });
}
