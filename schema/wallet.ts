// A player's wallet as the server reports it (spec §3). Amounts are ETB numbers with 2 decimals on the
// wire (integer cents inside domain/ and the server). points_balance defaults to the string '0.00' in the
// spec; we accept a number or a numeric string and keep a number.
import { type, string, number, array, optional, nullable, defaulted, coerce, type Infer } from 'superstruct';
import { Id } from './common.ts';

/** A money or points amount: a number, or a numeric string as some servers send. */
export const Amount = coerce(number(), string(), (s) => (Number.isFinite(Number(s)) ? Number(s) : (s as unknown as number)));

export const InactiveBonus = type({
  bonus_id: Id,
  bonus_type: string(),
  bonus_amount: Amount,
  deposited_so_far: Amount,
  required_deposit: Amount,
  remaining: Amount,
});
export type InactiveBonus = Infer<typeof InactiveBonus>;

export const ActivationProgress = type({
  deposited_so_far: Amount,
  required_deposit: Amount,
  remaining: Amount,
  inactive_bonuses: defaulted(array(InactiveBonus), []),
});
export type ActivationProgress = Infer<typeof ActivationProgress>;

export const Wallet = type({
  balance: Amount,
  currency: defaulted(string(), 'ETB'),
  points_balance: defaulted(Amount, 0),
  active_points: defaulted(Amount, 0),
  inactive_points: defaulted(Amount, 0),
  activation_progress: defaulted(nullable(ActivationProgress), null),
});
export type Wallet = Infer<typeof Wallet>;

export const WalletResponse = type({ wallet: Wallet, user_id: optional(Id) });
