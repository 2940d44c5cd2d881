// Odds changes in the betslip (issue 12): a pick keeps the price the player accepted; the feed's live price
// is compared with it. The player's policy decides what a change does: 'ask' shows every change old → new and
// waits for the player to accept it, 'higher' (the default since issue 32, as the server's for a live bet) takes a
// rise at once and asks for a drop, 'any' takes every change. A pick whose outcome is suspended or gone blocks
// placement until it is removed. So a ticket only ever carries prices the player has seen: the accepted ones, or
// live ones the policy took and the slip shows. Prices compare in hundredths, the precision odds are quoted in.
import { ODDS_POLICIES, type OddsPolicy } from '../schema/betslip.ts';

export { ODDS_POLICIES, type OddsPolicy };
export const DEFAULT_ODDS_POLICY: OddsPolicy = 'higher';

/** A stored policy value read back; anything unknown is the default. */
export function oddsPolicyOf(value: unknown): OddsPolicy {
  return ODDS_POLICIES.find((p) => p === value) ?? DEFAULT_ODDS_POLICY;
}

/** What the feed says of a pick now: its price and whether it can be bet on. */
export interface LivePrice {
  odds: number;
  open: boolean;
}

export type PriceMove = 'same' | 'up' | 'down';

export interface PriceReview {
  /** The price the player accepted (the one in the slip). */
  accepted: number;
  /** The live price (the accepted one when nothing is known). */
  live: number;
  move: PriceMove;
  /** The outcome is suspended or gone: placement waits until the pick is removed (or reopens). */
  suspended: boolean;
  /** The policy takes the live price without asking. */
  take: boolean;
  /** The player must see the live price and accept it before placing. */
  ask: boolean;
  /** The price a ticket placed now carries for this pick. */
  price: number;
}

const hundredths = (odds: number): number => Math.round(odds * 100);
const valid = (odds: number): boolean => Number.isFinite(odds) && hundredths(odds) >= 100;

/** One pick: accepted price against the live one (null: nothing known, or `open: false` for suspended/gone). */
export function reviewPrice(accepted: number, live: LivePrice | null, policy: OddsPolicy): PriceReview {
  const same: PriceReview = { accepted, live: accepted, move: 'same', suspended: false, take: false, ask: false, price: accepted };
  if (!live) {
    return same;
  }
  if (!live.open) {
    return { ...same, live: valid(live.odds) ? live.odds : accepted, suspended: true };
  }
  if (!valid(live.odds) || hundredths(live.odds) === hundredths(accepted)) {
    return same;
  }
  const move: PriceMove = hundredths(live.odds) > hundredths(accepted) ? 'up' : 'down';
  const take = policy === 'any' || (policy === 'higher' && move === 'up');
  return { accepted, live: live.odds, move, suspended: false, take, ask: !take, price: take ? live.odds : accepted };
}

/** What PLACE BET does for a slip: place it, first accept the asked changes, or nothing until suspended picks go. */
export type SlipAction = 'place' | 'accept' | 'blocked';

export function slipAction(reviews: readonly PriceReview[]): SlipAction {
  if (reviews.some((r) => r.suspended)) {
    return 'blocked';
  }
  return reviews.some((r) => r.ask) ? 'accept' : 'place';
}
