// Client events of the shop counter (issue 18): one intent for every cashier action and its two outcomes.
// v1.ShopRequested {action} → v1.ShopSucceeded {cashier | ticket | till} | v1.ShopFailed {code, status}. No payload
// carries the password or the cashier token: the password waits in the command vault, the token in the counter's
// own session storage (sync/shop-command.ts), apart from the player's session. These structs load with the /shop
// chunk (sync/materializers/shop.ts adds them), never with the home route.
import { enums, nullable, number, optional, record, string, type, type Infer } from 'superstruct';
import { CashierInfo, CounterOffer, ShopTicket, TillStatement } from './shop.ts';

export const ShopAction = enums(['signIn', 'signOut', 'resume', 'load', 'accept', 'payout', 'booking', 'till', 'cashout']);
export type ShopAction = Infer<typeof ShopAction>;

export const ShopEventPayloads = {
  /** A cashier's action: sign in (username; the password is in the vault), resume the stored session, sign out,
   *  load / accept / pay out a reference, make a ticket of a booking code (reference) with a stake as typed, read the
   *  till of a day (YYYY-MM-DD, absent: today), cash out a reference in full at the offer shown (ETB) under its
   *  Idempotency-Key (issue 32). */
  'v1.ShopRequested': type({
    commandId: string(),
    action: ShopAction,
    username: optional(string()),
    reference: optional(string()),
    day: optional(string()),
    stake: optional(string()),
    offer: optional(number()),
    idempotencyKey: optional(string()),
  }),
  /** The server's answer: the cashier (null after sign-out), the ticket with its shop side (and its cash-out offer,
   *  null for none; after a cash-out, the amount to hand over), or the till's day. */
  'v1.ShopSucceeded': type({
    commandId: string(),
    action: ShopAction,
    cashier: optional(nullable(CashierInfo)),
    ticket: optional(ShopTicket),
    till: optional(TillStatement),
    cashout: optional(nullable(CounterOffer)),
    handed: optional(number()),
  }),
  'v1.ShopFailed': type({
    commandId: string(),
    action: ShopAction,
    code: string(),
    status: number(),
    message: optional(string()),
    values: optional(record(string(), number())),
  }),
  /** Esc at the counter: the loaded ticket and the last refusal are put away. */
  'v1.ShopCleared': type({}),
};
