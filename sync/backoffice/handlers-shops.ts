// What the shops desk's intents do on the wire (schema/endpoints/shop-admin.ts): one call each, never retried,
// answers decoded by the client with the endpoint's declaration. A cashier disabled, enabled or given a new password
// answers its shop as the list shows it, which becomes the outcome as it is. Creating a shop or a cashier answers only
// what was made: the list is read back at once (a second call), so the desk shows the new row with its figures.
import type { AnswerOf } from '../../schema/endpoint.ts';
import { CreateCashier, CreateShop, ListShops, ResetCashierPassword, SetCashierActive, ShopTill } from '../../schema/endpoints/shop-admin.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type ShopIntent = Extract<
  Intent,
  { type: 'LoadShops' | 'CreateShop' | 'AddCashier' | 'SetCashierActive' | 'ResetCashierPassword' | 'LoadShopTill' }
>;

async function listed(client: BackofficeClient): Promise<Outcome> {
  const answer = (await client(ListShops)).body as AnswerOf<typeof ListShops, 200>;
  return { type: 'ShopsLoaded', rows: answer.data, truncated: answer.truncated };
}

export async function runShopIntent(client: BackofficeClient, intent: ShopIntent): Promise<Outcome[]> {
  switch (intent.type) {
    case 'LoadShops':
      return [await listed(client)];
    case 'CreateShop': {
      const made = (await client(CreateShop, { body: { name: intent.name } })).body as AnswerOf<typeof CreateShop, 201>;
      return [{ type: 'ShopCreated', shopId: made.id, name: made.name }, await listed(client)];
    }
    case 'AddCashier': {
      const body = { username: intent.username, password: intent.password };
      const made = (await client(CreateCashier, { params: { shopId: intent.shopId }, body })).body as AnswerOf<typeof CreateCashier, 201>;
      return [{ type: 'CashierAdded', shopId: made.shop_id, cashierId: made.cashier_id, username: made.username }, await listed(client)];
    }
    case 'SetCashierActive': {
      const params = { shopId: intent.shopId, cashierId: intent.cashierId };
      const answer = await client(SetCashierActive, { params, body: { active: intent.active, reason: intent.reason } });
      return [{ type: 'ShopChanged', shop: (answer.body as AnswerOf<typeof SetCashierActive, 200>).shop }];
    }
    case 'ResetCashierPassword': {
      const params = { shopId: intent.shopId, cashierId: intent.cashierId };
      const answer = await client(ResetCashierPassword, { params, body: { password: intent.password, reason: intent.reason } });
      return [{ type: 'ShopChanged', shop: (answer.body as AnswerOf<typeof ResetCashierPassword, 200>).shop }];
    }
    case 'LoadShopTill': {
      const answer = await client(ShopTill, { params: { shopId: intent.shopId }, query: { day: intent.day } });
      return [{ type: 'ShopTillLoaded', statement: answer.body as AnswerOf<typeof ShopTill, 200> }];
    }
  }
}
