// Outcome of a market: a priced result a player can pick. The spec says an outcome id is
// generated when missing; Market does that (it knows the market id), so here id is optional.
import { type, string, number, optional, refine, type Infer } from 'superstruct';
import { Id, OptionalText } from './common.ts';

/** Decimal odds: a finite price of at least 1 (1.00 means a refunded leg). */
export const Odds = refine(number(), 'Odds', (n) => Number.isFinite(n) && n >= 1);

export const Outcome = type({
  id: optional(Id),
  name: string(),
  odds: Odds,
  specifier: OptionalText,
  variant: OptionalText,
  special_value: OptionalText,
  variant_value: OptionalText,
});
export type WireOutcome = Infer<typeof Outcome>;
export type Outcome = WireOutcome & { id: string };
