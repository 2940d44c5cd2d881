// The content desk's settings (issue 33 "Content", permission content.manage, marketing): the promo popup of the
// server's merchant (on or off, the hours between two showings to one player) and its points-betting config (the
// spec's 'Betting config' figures, served to players by GET /api/v1/betting-config and enforced on points tickets).
// Each field's shape is checked here with its own text; how the figures relate (a minimum not above its maximum, a
// stake within the daily stake) is the route's check, refused with the texts declared in POINTS_CONFIG_REFUSALS.
// Promotions themselves (list, create, edit, retire) are declared in promotion-offers.ts.
import { boolean, integer, nullable, number, refine, string, type, type Infer } from 'superstruct';
import { annotated } from '../json-schema.ts';
import { endpoint } from '../endpoint.ts';
import { PopupSetting } from '../promotion.ts';
import { MAX_SELECTIONS } from './tickets.ts';
import { OPERATOR_REFUSALS } from './operator.ts';
import { ApiError } from './wire.ts';

const TAG = 'back office';

/** The popup's cooldown bounds (hours): an hour at least, 30 days at most. */
export const POPUP_COOLDOWN_HOURS = { min: 1, max: 720 } as const;
/** Points and ETB figures' ceiling: ten million. */
export const POINTS_FIGURE_MAX = 10_000_000;
/** Odds' ceiling (a total of twenty selections at high odds stays well below). */
export const POINTS_ODDS_MAX = 1_000_000;
export const POINTS_DAILY_TICKETS_MAX = 10_000;

/** True when `n` has at most `places` decimals (as typed: 0.1 is one decimal though not exact in binary). */
export const decimalsAtMost = (n: number, places: number): boolean => {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

// Annotated with their bounds and step, so the contract (OpenAPI) and the fuzzer know what a valid figure is.
const between = (name: string, min: number, max: number, places: number) =>
  annotated(
    refine(number(), name, (n) => Number.isFinite(n) && n >= min && n <= max && decimalsAtMost(n, places)),
    { minimum: min, maximum: max, multipleOf: 10 ** -places },
  );
const whole = (name: string, min: number, max: number) =>
  annotated(
    refine(integer(), name, (n) => n >= min && n <= max),
    { minimum: min, maximum: max },
  );

const Points = between('points', 0.01, POINTS_FIGURE_MAX, 2);
const Etb = between('etb', 0.01, POINTS_FIGURE_MAX, 2);
const Odds = between('odds', 1.01, POINTS_ODDS_MAX, 2);
const Selections = whole('selections', 1, MAX_SELECTIONS);

export const PopupSettingBody = type({
  enabled: boolean(),
  cooldown_hours: whole('cooldown', POPUP_COOLDOWN_HOURS.min, POPUP_COOLDOWN_HOURS.max),
});

/** The points-betting config as operators send and read it: the spec's fields in their wire units. */
export const PointsConfigBody = type({
  points_betting_enabled: boolean(),
  points_to_money_rate: between('rate', 0.0001, 1_000, 4),
  points_min_stake: Points,
  points_max_stake: Points,
  points_min_selections: Selections,
  points_max_selections: Selections,
  points_min_odds_per_selection: Odds,
  points_min_total_odds: Odds,
  points_max_total_odds: Odds,
  points_max_potential_win: Etb,
  points_max_daily_tickets: whole('tickets', 1, POINTS_DAILY_TICKETS_MAX),
  points_max_daily_stake: Points,
  points_max_daily_win: Etb,
});
export type PointsConfigBody = Infer<typeof PointsConfigBody>;

const bad = (text: string) => ({ code: 'VALIDATION_FAILED', text });
const pointsText = (field: string) => bad(`${field} must be a number of points from 0.01 to 10,000,000 with at most 2 decimals`);
const etbText = (field: string) => bad(`${field} must be an amount in ETB from 0.01 to 10,000,000 with at most 2 decimals`);
const oddsText = (field: string) => bad(`${field} must be odds from 1.01 to 1,000,000 with at most 2 decimals`);
const countText = (field: string) => bad(`${field} must be a whole number from 1 to ${MAX_SELECTIONS}`);

const POINTS_INVALID = {
  points_betting_enabled: bad('points_betting_enabled must be true or false'),
  points_to_money_rate: bad('points_to_money_rate must be above 0 and at most 1000, with at most 4 decimals'),
  points_min_stake: pointsText('points_min_stake'),
  points_max_stake: pointsText('points_max_stake'),
  points_min_selections: countText('points_min_selections'),
  points_max_selections: countText('points_max_selections'),
  points_min_odds_per_selection: oddsText('points_min_odds_per_selection'),
  points_min_total_odds: oddsText('points_min_total_odds'),
  points_max_total_odds: oddsText('points_max_total_odds'),
  points_max_potential_win: etbText('points_max_potential_win'),
  points_max_daily_tickets: bad('points_max_daily_tickets must be a whole number from 1 to 10,000'),
  points_max_daily_stake: pointsText('points_max_daily_stake'),
  points_max_daily_win: etbText('points_max_daily_win'),
};

/** How the figures must relate, checked by the route in this order (the first broken one is answered). */
export const POINTS_CONFIG_RULES = [
  { low: 'points_min_stake', high: 'points_max_stake', text: 'points_min_stake must not be above points_max_stake' },
  { low: 'points_min_selections', high: 'points_max_selections', text: 'points_min_selections must not be above points_max_selections' },
  { low: 'points_min_total_odds', high: 'points_max_total_odds', text: 'points_min_total_odds must not be above points_max_total_odds' },
  {
    low: 'points_min_odds_per_selection',
    high: 'points_max_total_odds',
    text: 'points_min_odds_per_selection must not be above points_max_total_odds',
  },
  { low: 'points_max_stake', high: 'points_max_daily_stake', text: 'points_max_stake must not be above points_max_daily_stake' },
  { low: 'points_max_potential_win', high: 'points_max_daily_win', text: 'points_max_potential_win must not be above points_max_daily_win' },
] as const satisfies readonly { low: keyof PointsConfigBody; high: keyof PointsConfigBody; text: string }[];

const POINTS_CONFIG_REFUSALS = POINTS_CONFIG_RULES.map((r) => ({ status: 400, code: 'VALIDATION_FAILED', text: r.text }));

/** When the setting was last changed here; null while the defaults stand (no change yet). */
const Changed = nullable(string());
const PopupAnswer = type({ popup: PopupSetting, updated_at: Changed });
const PointsAnswer = type({ config: PointsConfigBody, updated_at: Changed });

export const GetPromoPopup = endpoint({
  id: 'getPromoPopup',
  method: 'GET',
  path: '/api/admin/v1/promotions/popup',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary: "The promo popup of the server's merchant: on or off, and the hours between two showings (default on, 24).",
  responses: { 200: PopupAnswer, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const SetPromoPopup = endpoint({
  id: 'setPromoPopup',
  method: 'PUT',
  path: '/api/admin/v1/promotions/popup',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary:
    'Turns the promo popup on or off and sets its cooldown (1–720 hours); players get both with GET /api/v1/promotions. Audited with before and after.',
  body: PopupSettingBody,
  invalid: {
    enabled: bad('enabled must be true or false'),
    cooldown_hours: bad('cooldown_hours must be a whole number of hours from 1 to 720'),
  },
  responses: { 200: PopupAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: [{ status: 400, code: 'VALIDATION_FAILED', text: 'cooldown_hours must be a whole number of hours from 1 to 720' }, ...OPERATOR_REFUSALS],
});

export const GetPointsConfig = endpoint({
  id: 'getPointsConfig',
  method: 'GET',
  path: '/api/admin/v1/betting-config/points',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary: "The points-betting config of the server's merchant as players get it (the demo values until first changed).",
  responses: { 200: PointsAnswer, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const SetPointsConfig = endpoint({
  id: 'setPointsConfig',
  method: 'PUT',
  path: '/api/admin/v1/betting-config/points',
  tag: TAG,
  access: 'operator',
  permission: 'content.manage',
  summary:
    'Replaces the points-betting config (every field sent): the next points ticket is checked against it. Counts are whole ' +
    'numbers, points and ETB at most 2 decimals, the rate at most 4; each minimum not above its maximum, the stake not above ' +
    'the daily stake, the potential win not above the daily win. Audited with before and after.',
  body: PointsConfigBody,
  invalid: POINTS_INVALID,
  responses: { 200: PointsAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: [...POINTS_CONFIG_REFUSALS, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_CONTENT_ENDPOINTS = [GetPromoPopup, SetPromoPopup, GetPointsConfig, SetPointsConfig];
