// The shop-counter family (issue 18): every cashier action is one command. Loaded with the /shop chunk only.
import { ShopEventPayloads } from '../../schema/shop-events.ts';
import { SHOP_MATERIALIZERS } from '../materializers/shop.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const shopFamily = defineFamily('shop', {
  payloads: ShopEventPayloads,
  materializers: SHOP_MATERIALIZERS,
  commands: {
    'v1.ShopRequested': {
      handler: () => import('../shop-command.ts').then((m) => m.shopCommand),
      outcomes: ['v1.ShopSucceeded', 'v1.ShopFailed'],
      failed: (p) => ({ type: 'v1.ShopFailed', payload: { commandId: p.commandId, action: p.action, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addShopMaterializers = (): void => registerFamily(shopFamily);
