// Shops (issue 18): what a cashier's counter reads — the signed-in cashier, a CASH- ticket with its shop side
// (state, shop, acceptance and payout times, what is payable) and the till's day statement. Amounts are ETB with
// 2 decimals; times ISO-8601 instants; a cash-out at the counter (issue 32) answers with what to hand over. A
// shop-side state is one of SHOP_STATES (docs/decisions/shops.md 'Shops').
import { array, assign, boolean, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { TicketDetail } from './ticket.ts';

export const SHOP_STATES = ['created', 'accepted', 'won_unpaid', 'lost', 'void', 'paid', 'expired', 'cashed_out'] as const;
export const ShopState = enums(SHOP_STATES);
export type ShopState = Infer<typeof ShopState>;

export const CashierInfo = type({ id: string(), username: string(), shop_id: string(), shop_name: string() });
export type CashierInfo = Infer<typeof CashierInfo>;

/** `device`: the counter's device key (issue 28), kept by the client and sent with its next sign-in. */
export const CashierSignedIn = type({ token: string(), expires_at: string(), device: string(), cashier: CashierInfo });
export type CashierSignedIn = Infer<typeof CashierSignedIn>;

export const ShopSide = type({
  state: ShopState,
  shop_name: nullable(string()),
  accepted_at: nullable(string()),
  paid_at: nullable(string()),
  /** What the counter hands out now (0 unless won unpaid or void unpaid). */
  payable: number(),
  paid_amount: number(),
  can_accept: boolean(),
  /** What cash-outs at the counter handed over so far (issue 32; absent from older answers). */
  cashed_out: optional(number()),
});
export type ShopSide = Infer<typeof ShopSide>;

export const ShopTicket = type({ ticket: TicketDetail, shop: ShopSide });
export type ShopTicket = Infer<typeof ShopTicket>;

/** A cash-out at the counter (issue 32): the ticket after it, what to hand over (ETB) and the part of the stake taken. */
export const ShopCashedOut = assign(ShopTicket, type({ amount: number(), stake: number() }));
export type ShopCashedOut = Infer<typeof ShopCashedOut>;

/** What the counter shows of a ticket's cash-out offer (the part of the declared offer it reads; ETB). */
export const CounterOffer = type({ available: boolean(), offer: number(), open_stake: number(), in_play: boolean() });
export type CounterOffer = Infer<typeof CounterOffer>;

export const TillMovement = type({
  /** 'cashout': a cash-out at the counter (issue 32), handed out like a payout. */
  kind: enums(['stake', 'payout', 'cashout']),
  reference_id: string(),
  amount: number(),
  at: string(),
  cashier: string(),
});
export type TillMovement = Infer<typeof TillMovement>;

export const TillStatement = type({
  shop_id: string(),
  shop_name: string(),
  /** The Addis Ababa calendar day (UTC+3), YYYY-MM-DD, and its bounds as instants. */
  day: string(),
  from: string(),
  to: string(),
  stakes_in: number(),
  /** Payouts and cash-outs handed out. */
  payouts_out: number(),
  /** stakes_in − payouts_out: the cash the day's betting left in the till. */
  balance: number(),
  movements: array(TillMovement),
});
export type TillStatement = Infer<typeof TillStatement>;
