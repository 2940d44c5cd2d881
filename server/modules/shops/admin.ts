// The operator's shop routes (registered inside the admin module's guarded context, Bearer OPERATOR_TOKEN):
// create a shop of the server's merchant, create a cashier for it (the answer names the cashier, never echoes the
// password), read a shop's till statement for a day.
import type { FastifyInstance } from 'fastify';
import { CreateCashier, CreateShop, ShopTill } from '../../../schema/endpoints/shop-admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { createCashier, createShop, shopOf } from './accounts.ts';
import { tillStatement } from './till.ts';

export function shopAdminRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  route(app, CreateShop, async (request, reply) => reply.code(201).send(await createShop(db, merchantId, request.body.name)));

  route(app, CreateCashier, async (request, reply) => {
    const shop = await shopOf(db, merchantId, request.params.shopId);
    return reply.code(201).send(await createCashier(db, shop, request.body.username, request.body.password));
  });

  route(app, ShopTill, async (request) => tillStatement(db, await shopOf(db, merchantId, request.params.shopId), request.query.day, now()));
}
