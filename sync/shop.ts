// The shop counter's intents as the screen emits them (issue 18): each action is one v1.ShopRequested through the
// engine; the password of a sign-in rides beside the event as its secret, never in it. The shop materializers are
// registered first, so the intent lands in the store (shopCounter) before its outcome comes back.
import type { ShopAction } from '../schema/shop-events.ts';
import { newCommandId } from './commands-context.ts';
import type { SyncEngine } from './engine.ts';
import { addShopMaterializers } from './families/shop.ts';

export interface ShopRequest {
  action: ShopAction;
  username?: string;
  password?: string;
  reference?: string;
  day?: string;
  /** The stake typed for a booking code's ticket. */
  stake?: string;
  /** The cash-out offer shown (ETB), taken in full (issue 32). */
  offer?: number;
}

export function requestShop(engine: Pick<SyncEngine, 'emit'>, r: ShopRequest, now: () => number = Date.now): string {
  addShopMaterializers();
  const commandId = newCommandId();
  const payload = {
    commandId,
    action: r.action,
    ...(r.username === undefined ? {} : { username: r.username.trim() }),
    ...(r.reference === undefined ? {} : { reference: r.reference.trim().toUpperCase() }),
    ...(r.day === undefined ? {} : { day: r.day }),
    ...(r.stake === undefined ? {} : { stake: r.stake.trim() }),
    // A cash-out's Idempotency-Key is fixed with the intent, so a resent intent answers the first cash-out.
    ...(r.offer === undefined ? {} : { offer: r.offer, idempotencyKey: newCommandId() }),
  };
  engine.emit({ type: 'v1.ShopRequested', at: now(), source: 'user', payload }, r.password === undefined ? undefined : { password: r.password });
  return commandId;
}

export function clearCounter(engine: Pick<SyncEngine, 'emit'>, now: () => number = Date.now): void {
  addShopMaterializers();
  engine.emit({ type: 'v1.ShopCleared', at: now(), source: 'user', payload: {} });
}
