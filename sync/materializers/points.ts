// Materializers of points betting (spec §3/§4/§5): the merchant's config row (and its live-bet delays) and the slip's betting mode.
// Points mode needs a signed-in player and an enabled config; otherwise the mode stays (or falls back to)
// money, so a stale 'points' can never outlive a sign-out or a config that switched points off.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData, AppStore } from '../store.ts';
import { canBetPoints, pointsConfigOf, POINTS_CONFIG_ROW } from '../read/points.ts';

const pointsAllowed = (store: AppStore): boolean => canBetPoints(Boolean(store.getValue('user_id')), pointsConfigOf(store));

export function bettingConfigLoaded({ store }: AppData, p: PayloadOf<'v1.BettingConfigLoaded'>): void {
  const c = p.config;
  if (c === null) {
    store.delRow('pointsConfig', POINTS_CONFIG_ROW);
  } else {
    store.setRow('pointsConfig', POINTS_CONFIG_ROW, {
      enabled: c.points_betting_enabled,
      rate: c.points_to_money_rate,
      min_stake: c.points_min_stake,
      max_stake: c.points_max_stake,
      min_selections: c.points_min_selections,
      max_selections: c.points_max_selections,
      min_odds: c.points_min_odds_per_selection,
      min_total_odds: c.points_min_total_odds,
      max_total_odds: c.points_max_total_odds,
      max_potential_win: c.points_max_potential_win,
    });
  }
  // Issue 32: the live-bet delays by sport, for the slip's countdown (sync/read/live-legs.ts).
  store.setValue('live_delays', c?.live_bet_delays ? JSON.stringify(c.live_bet_delays) : '');
  if (!pointsAllowed(store)) {
    store.setValue('betting_mode', 'money');
  }
}

export function bettingModeChanged({ store }: AppData, p: PayloadOf<'v1.BettingModeChanged'>): void {
  store.setValue('betting_mode', p.mode === 'points' && pointsAllowed(store) ? 'points' : 'money');
}

/** Signing out: the slip is back in money mode. */
export function bettingModeReset({ store }: AppData): void {
  store.setValue('betting_mode', 'money');
}
