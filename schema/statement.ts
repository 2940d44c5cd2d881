// A player's statement (issue 13): every money movement of their wallet — deposits, withdrawals (held, released),
// stakes, wins, refunds and rollbacks (of tickets, LotoFoot, casino and virtual games), welcome funds and operator
// credits — plus points bonus grants and unlocks, newest first. Money amounts are signed ETB (negative leaves the
// wallet) with the balance after the movement; a points entry moves no money (amount 0) and says its points instead.
import { array, enums, literal, nullable, number, optional, string, type, type Infer } from 'superstruct';

export const STATEMENT_KINDS = [
  'deposit',
  /** A deposit the gateway had taken, credited while the player was self-excluded: only a withdrawal can move it. */
  'deposit_excluded',
  'withdrawal',
  'withdrawal_release',
  'stake',
  'win',
  'rollback',
  'welcome',
  'operator_credit',
  'bonus_granted',
  'bonus_unlocked',
  'other',
] as const;

export const StatementEntry = type({
  id: string(),
  kind: enums(STATEMENT_KINDS),
  /** Signed ETB: positive credits the wallet, negative debits it; 0 for a points entry. */
  amount: number(),
  /** The money balance right after this movement; null for a points entry. */
  balance_after: nullable(number()),
  /** Points the entry concerns (bonus entries); null otherwise. */
  points: nullable(number()),
  /** What happened, in English (the client shows its own words by kind). */
  description: string(),
  /** What the movement belongs to, when there is one: the ticket reference, the payment's short reference
   *  (PAY-…, domain/payments/reference.ts) or a casino or virtual game's round id. */
  reference: nullable(string()),
  /** Issue 29: a casino or virtual game's stake, win or rollback names its game and round (null otherwise;
   *  absent from answers before issue 29). */
  game_name: optional(nullable(string())),
  round_id: optional(nullable(string())),
  created_at: string(),
});
export type StatementEntry = Infer<typeof StatementEntry>;

export const StatementPage = type({
  success: literal(true),
  entries: array(StatementEntry),
  total: number(),
  limit: number(),
  offset: number(),
});
export type StatementPage = Infer<typeof StatementPage>;
