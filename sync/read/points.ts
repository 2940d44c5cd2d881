// Points betting's read side (spec §3/§4/§5): the merchant's config row (table pointsConfig, row 'points') read
// back in the shape of domain/points-rules.ts, and whether points mode is open to the player. Pure reads: the
// materializers use the same rule to fall back to money mode, the slip to offer points, the ticket command to check a stake.
import type { PointsConfig } from '../../domain/points-rules.ts';
import type { AppStore } from '../store.ts';

export const POINTS_CONFIG_ROW = 'points';

/** Spec §4: points mode needs a signed-in player and a config that enables points betting. */
export function canBetPoints(signedIn: boolean, config: PointsConfig | null): boolean {
  return signedIn && config?.points_betting_enabled === true;
}

/** A pointsConfig row as the store (or a component's useRow) gives it. */
type ConfigRow = Partial<
  Record<
    'rate' | 'min_stake' | 'max_stake' | 'min_selections' | 'max_selections' | 'min_odds' | 'min_total_odds' | 'max_total_odds' | 'max_potential_win',
    number
  >
> & { enabled?: boolean };

/** The stored config in the shape of domain/points-rules.ts, or null when not loaded. */
export function pointsConfigOf(store: AppStore): (PointsConfig & { points_min_selections: number }) | null {
  return pointsConfigFromRow(store.getRow('pointsConfig', POINTS_CONFIG_ROW));
}

/** The same from a config row already read (a component's useRow), so a screen re-renders when it changes. */
export function pointsConfigFromRow(r: ConfigRow): (PointsConfig & { points_min_selections: number }) | null {
  if (r.enabled === undefined) {
    return null;
  }
  return {
    points_betting_enabled: r.enabled,
    points_to_money_rate: r.rate ?? 0,
    points_min_stake: r.min_stake ?? 0,
    points_max_stake: r.max_stake ?? 0,
    points_min_selections: r.min_selections ?? 1,
    points_max_selections: r.max_selections ?? 0,
    points_min_odds_per_selection: r.min_odds ?? 0,
    points_min_total_odds: r.min_total_odds ?? 0,
    points_max_total_odds: r.max_total_odds ?? 0,
    points_max_potential_win: r.max_potential_win ?? 0,
  };
}
