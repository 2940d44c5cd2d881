// Market (a bet type on a match, e.g. 1X2 or Total Goals 2.5) with its outcomes, as served by
// /api/v1/matches/{matchId}/markets and as a match's main_market. Outcome ids missing on the wire
// are generated as `${market_id}-${index}` so every outcome has a stable identity.
import { type, array, string, number, coerce, defaulted, type Infer } from 'superstruct';
import { Id, OptionalText, OptionalId } from './common.ts';
import { Outcome } from './outcome.ts';

const MarketShape = type({
  market_id: Id,
  name: string(),
  status: defaulted(string(), 'active'),
  priority: defaulted(number(), 0),
  group_id: OptionalId,
  group_name: OptionalText,
  specifier: OptionalText,
  outcomes: array(type({ ...Outcome.schema, id: Id })),
});

export const Market = coerce(MarketShape, type({ outcomes: array(type({})) }), (raw) => {
  const r = raw as { market_id?: unknown; outcomes: Array<Record<string, unknown>> };
  const outcomes = r.outcomes.map((o, i) => (o['id'] === undefined || o['id'] === null ? { ...o, id: `${String(r.market_id)}-${i}` } : o));
  return { ...r, outcomes };
});
export type Market = Infer<typeof Market>;

export const MarketsResponse = type({ markets: array(Market) });
export type MarketsResponse = Infer<typeof MarketsResponse>;

/** A market group: a tab in the markets panel. */
export interface MarketGroup {
  id: string;
  name: string;
  markets: Market[];
}
