// Builds a betslip pick from what the store knows about an outcome (its market and match), so an odds
// button only needs the outcome's row id. Returns null when the rows are not (or no longer) there.
import type { AppStore } from '../../sync/store.ts';
import type { SlipSelection } from '../../schema/betslip.ts';

const orNull = (s: string | undefined): string | null => (s ? s : null);

export function pickFromStore(store: AppStore, outcomeRow: string): SlipSelection | null {
  const o = store.getRow('outcomes', outcomeRow);
  const m = store.getRow('markets', o.market_row ?? '');
  const match = store.getRow('matches', o.match_id ?? '');
  if (!o.outcome_id || !m.market_id || !match.home_name) {
    return null;
  }
  return {
    matchId: o.match_id ?? '',
    marketId: m.market_id,
    outcomeId: o.outcome_id,
    odds: o.odds ?? 0,
    specifier: orNull(o.specifier),
    variant: orNull(o.variant),
    specialValue: orNull(o.special_value),
    variantValue: orNull(o.variant_value),
    sport_name: match.sport_name ?? '',
    category: match.category_name ?? '',
    categoryCode: match.country_code ?? '',
    tournament: match.tournament_name ?? '',
    matchName: `${match.home_name} v ${match.away_name ?? ''}`,
    marketName: m.name ?? '',
    outcomeName: o.name ?? '',
    timestamp: match.start_time ?? 0,
  };
}
