// Responsible gaming on the wire (issue 18): a player's deposit limits (the value in force, the raise or removal
// waiting out its cooling-off, what the rolling window already counts), the self-exclusion in force, the age
// confirmation, the public support line, and the play summary of the current session for the reality check.
// Amounts are ETB with 2 decimals; null limit = none; times are ISO strings.
import { array, enums, literal, nullable, number, string, type, type Infer } from 'superstruct';

/** Deposit-limit periods (rolling windows: domain/responsible-gaming.ts) and self-exclusion periods. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6mo', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export const DepositLimit = type({
  period: enums(LIMIT_PERIODS),
  /** The limit in force (ETB); null = none. */
  limit: nullable(number()),
  /** A raise or removal that waits: its value (null = removal) and when it applies. */
  pending: nullable(type({ limit: nullable(number()), effective_at: string() })),
  /** Deposits the rolling window counts now (ETB). */
  used: number(),
  /** What may still be deposited under this limit now (ETB); null without a limit. */
  remaining: nullable(number()),
});
export type DepositLimit = Infer<typeof DepositLimit>;

export const SelfExclusion = type({
  period: enums(EXCLUSION_PERIODS),
  starts_at: string(),
  /** null: permanent. */
  ends_at: nullable(string()),
});
export type SelfExclusion = Infer<typeof SelfExclusion>;

export const ResponsibleGamingStatus = type({
  success: literal(true),
  age_confirmed_at: nullable(string()),
  limits: array(DepositLimit),
  exclusion: nullable(SelfExclusion),
});
export type ResponsibleGamingStatus = Infer<typeof ResponsibleGamingStatus>;

export const SessionSummary = type({
  success: literal(true),
  /** When this session signed in. */
  started_at: string(),
  /** Stakes placed and winnings paid in this session (ETB, both ≥ 0); net = winnings − stakes. */
  stakes: number(),
  winnings: number(),
  net: number(),
});
export type SessionSummary = Infer<typeof SessionSummary>;

export const SupportInfo = type({
  success: literal(true),
  /** The operator's help line (SUPPORT_PHONE). */
  support_phone: string(),
  /** The minimum age to play under Ethiopian rules. */
  minimum_age: number(),
});
export type SupportInfo = Infer<typeof SupportInfo>;
