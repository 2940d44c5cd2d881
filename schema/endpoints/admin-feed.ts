// What an operator (or a real feed) enters by hand: final results (POST /api/admin/v1/feed/results) and prices
// and market states (POST /api/admin/v1/feed/odds). The declarations check every shape the sport does not
// decide; what depends on the match's sport (which fields a result has, a score's bound, how many sets) is
// checked by the route against the stored match (server/modules/admin/results-input.ts), with the same code.
import { array, enums, integer, literal, nullable, number, object, optional, pattern, refine, size, Struct, type } from 'superstruct';
import { endpoint, List, Text, type FieldFailure } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { Decimal2, OPERATOR_REFUSALS, pathText, textRefusal, Trimmed } from './operator.ts';
import { ApiError } from './wire.ts';

export const MAX_RESULTS_PER_REQUEST = 500;
export const MAX_CHANGES_PER_REQUEST = 1_000;
/** The feed's price bounds (server/modules/catalog/feed MIN_ODDS..MAX_ODDS; a test keeps them equal). */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 500;
export const MAX_FEED_ID = 200;

/** An id of printable characters only: control characters (NUL among them) never reach SQL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
export const PrintableId = annotated(pattern(Text(MAX_FEED_ID, 1), /^[^\u0000-\u001f\u007f]+$/), { pattern: '^[^\\u0000-\\u001f\\u007f]+$' });

/**
 * A score: its bound depends on the match's sport (football and hockey 40, handball 120, points sports 400), so
 * beyond "not null" the route checks it, naming the sport's bound in its refusal.
 */
const Score = optional(
  annotated(new Struct<unknown, null>({ type: 'unknown', schema: null, validator: (v) => v !== null }), {
    type: 'integer',
    minimum: 0,
    maximum: 400,
    description: 'Bounded by the sport: football and hockey 40, handball 120, others 400',
  }),
);
const SCORES = new Set(['home_score', 'away_score', 'ht_home_score', 'ht_away_score']);

const SetPoints = annotated(size(integer(), 0, 99), { minimum: 0, maximum: 99 });

export const ResultEntryWire = type({
  match_id: PrintableId,
  sport_id: optional(PrintableId),
  home_score: Score,
  away_score: Score,
  ht_home_score: Score,
  ht_away_score: Score,
  overtime_winner: optional(nullable(enums(['home', 'away']))),
  sets: optional(array(object({ home: SetPoints, away: SetPoints }))),
});

function resultsText({ path }: FieldFailure): string {
  if (path.length === 1) {
    return `results must be a list of 1 to ${MAX_RESULTS_PER_REQUEST} results`;
  }
  const at = pathText(path.slice(0, 2));
  const field = String(path[2]);
  if (path.length === 2) {
    return `${at} must be an object`;
  }
  if (field === 'sets') {
    if (path.length === 3) {
      return `${at}.sets must be a list of set scores {home, away}`;
    }
    const side = path[4];
    return path.length === 5 && (side === 'home' || side === 'away')
      ? `${pathText(path)} must be a whole number from 0 to 99`
      : `${pathText(path.slice(0, 4))} must be an object {home, away}`;
  }
  if (SCORES.has(field)) {
    return `${at}.${field} must be a whole number`;
  }
  if (field === 'overtime_winner') {
    return `${at}.overtime_winner must be 'home' or 'away' when regulation ends level, and absent otherwise`;
  }
  return `${at}.${field} must be a non-empty string of at most ${MAX_FEED_ID} printable characters`;
}

/** A result a person enters is a settlement action: its reason is required (issue 33), a feed's is not. */
export const RESULT_REASON_REQUIRED = { status: 400, code: 'VALIDATION_FAILED', text: 'reason is required when a person enters a result' } as const;

export const ResultsAnswer = type({ success: literal(true), stored: number(), unchanged: number(), graded: number(), settled: number() });

export const EnterResults = endpoint({
  id: 'enterResults',
  method: 'POST',
  path: '/api/admin/v1/feed/results',
  tag: 'operator',
  access: 'operator',
  permission: 'results.enter',
  summary:
    'Stores final results, all or nothing, then settles. By sport: football home_score, away_score, ht_home_score, ' +
    'ht_away_score; basketball and American football the final score (never level); hockey the regulation score and ' +
    'overtime_winner exactly when level; handball the score; tennis and volleyball sets [{home, away}]. A stored ' +
    'result is final: the same again changes nothing, another one is a 409. A person (a back-office session) gives ' +
    'a reason, kept in the audit trail; a feed on the machine token may leave it out.',
  body: type({ results: List(ResultEntryWire, 1, MAX_RESULTS_PER_REQUEST), reason: optional(Trimmed(500)) }),
  invalid: { results: { code: 'VALIDATION_FAILED', text: resultsText }, reason: textRefusal('reason', 500) },
  responses: { 200: ResultsAnswer, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [{ status: 404, code: 'NOT_FOUND' }, { status: 409, code: 'RESULT_EXISTS' }, RESULT_REASON_REQUIRED, ...OPERATOR_REFUSALS],
});

const OddsStatus = enums(['active', 'suspended']);

export const OddsChangeWire = refine(
  type({
    odds: optional(nullable(Decimal2(MIN_ODDS, MAX_ODDS))),
    status: optional(nullable(OddsStatus)),
    match_id: Text(MAX_FEED_ID, 1),
    market_id: Text(MAX_FEED_ID, 1),
    specifier: optional(nullable(Text(MAX_FEED_ID))),
    outcome_id: Text(MAX_FEED_ID, 1),
  }),
  'odds-or-status',
  (c) => (c.odds ?? null) !== null || (c.status ?? null) !== null,
);

function changesText({ path, value }: FieldFailure): string {
  if (path.length === 1) {
    return `changes must be a list of 1 to ${MAX_CHANGES_PER_REQUEST} changes`;
  }
  const at = pathText(path.slice(0, 2));
  if (path.length === 2) {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject ? `${at} must set odds, status or both` : `${at} must be an object`;
  }
  switch (path[2]) {
    case 'odds':
      return `${at}.odds must be a number from ${MIN_ODDS} to ${MAX_ODDS} with at most 2 decimals`;
    case 'status':
      return `${at}.status must be 'active' or 'suspended'`;
    case 'specifier':
      return `${at}.specifier must be a string of at most ${MAX_FEED_ID} characters`;
    default:
      return `${at}.${String(path[2])} must be a non-empty string of at most ${MAX_FEED_ID} characters`;
  }
}

export const ChangeOdds = endpoint({
  id: 'changeOdds',
  method: 'POST',
  path: '/api/admin/v1/feed/odds',
  tag: 'operator',
  access: 'operator',
  permission: 'trading.prices',
  summary:
    'Sets prices and market states by hand and pushes them like the feed (ODDS_CHANGE). A status applies to the ' +
    "outcome's market. All or nothing; only matches not started change, and a market within 60 s of kick-off stays " +
    'closed. Answers the number of outcomes whose price or state changed.',
  body: type({ changes: List(OddsChangeWire, 1, MAX_CHANGES_PER_REQUEST) }),
  invalid: { changes: { code: 'VALIDATION_FAILED', text: changesText } },
  responses: { 200: type({ success: literal(true), changed: number() }), 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [{ status: 404, code: 'NOT_FOUND' }, ...OPERATOR_REFUSALS],
});
