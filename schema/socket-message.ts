// Wire messages on /api/v1/auth/ws/ (spec §3/§7): CONNECTION_ESTABLISHED, BALANCE_UPDATE, BANNER_UPDATE,
// ERROR, CLOSED, our ODDS_CHANGE (a batch of live prices, issue 5) and PAYMENT_UPDATE (issue 13). Every inbound message is decoded
// with SocketMessage before it becomes an event; unknown types decode as Unknown and are ignored.
import { type, string, literal, union, optional, nullable, defaulted, enums, array, unknown, coerce, type Infer } from 'superstruct';
import { Odds } from './outcome.ts';
import { Id } from './common.ts';
import { Amount, ActivationProgress } from './wallet.ts';
import { PaymentUpdate } from './payment.ts';

export const ConnectionEstablished = type({ type: literal('CONNECTION_ESTABLISHED'), user_id: optional(nullable(Id)), merchant_id: optional(Id) });

export const BalanceUpdate = type({
  type: literal('BALANCE_UPDATE'),
  user_id: Id,
  merchant_id: optional(Id),
  balance: Amount,
  points_balance: defaulted(Amount, 0),
  active_points: defaulted(Amount, 0),
  inactive_points: defaulted(Amount, 0),
  activation_progress: defaulted(nullable(ActivationProgress), null),
});
export type BalanceUpdate = Infer<typeof BalanceUpdate>;

export const BannerUpdate = type({ type: literal('BANNER_UPDATE'), merchant_id: Id, banner_type: optional(string()) });
export const SocketError = type({ type: literal('ERROR'), error: string() });
export const SocketClosed = type({ type: literal('CLOSED'), error: optional(string()) });

/** One live price: the outcome of a market (specifier '' when none), its odds and whether it can be picked. */
export const OddsChangeItem = type({
  match_id: Id,
  market_id: Id,
  specifier: defaulted(string(), ''),
  outcome_id: Id,
  odds: Odds,
  status: defaulted(enums(['active', 'suspended']), 'active'),
});
export type OddsChangeItem = Infer<typeof OddsChangeItem>;

/** Every market of a match suspended at once (a goal, a penalty, a red card in play): one item, not one per outcome. */
export const MatchSuspendedItem = type({ match_id: Id, scope: literal('match'), status: literal('suspended') });
export type MatchSuspendedItem = Infer<typeof MatchSuspendedItem>;

/** An item of a batch: one outcome's price and status, or a whole match suspended. Items apply in order. */
export const OddsItem = union([MatchSuspendedItem, OddsChangeItem]);
export type OddsItem = Infer<typeof OddsItem>;

export const isMatchItem = (item: OddsItem): item is MatchSuspendedItem => 'scope' in item;

/** A batch of price changes. A malformed item is dropped on its own; the rest of the batch still applies. */
export const OddsChange = type({
  type: literal('ODDS_CHANGE'),
  changes: coerce(array(OddsItem), array(unknown()), (items) =>
    items.flatMap((item): OddsItem[] => {
      const [, match] = MatchSuspendedItem.validate(item);
      if (match !== undefined) {
        return [match];
      }
      const [error, valid] = OddsChangeItem.validate(item, { coerce: true });
      return error ? [] : [valid];
    }),
  ),
  at: optional(string()),
});

/** PAYMENT_UPDATE (issue 13) is schema/payment.ts's: a state change of one of the player's payments. */
export const SocketMessage = union([ConnectionEstablished, BalanceUpdate, BannerUpdate, SocketError, SocketClosed, OddsChange, PaymentUpdate]);
export type SocketMessage = Infer<typeof SocketMessage>;

/** Close codes the server uses: 1008 for a connection whose session is missing or invalid. */
export const CLOSE_POLICY_VIOLATION = 1008;
