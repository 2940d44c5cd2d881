// Live odds on the wire and on the bus. The socket message is
//   {"type":"ODDS_CHANGE","changes":[{match_id, market_id, specifier, outcome_id, odds, status}],"at":ISO}
// with `specifier` '' when the market has none, `odds` a decimal with 2 decimals and `status` the outcome's
// state ('suspended' for every outcome of a suspended market). A danger moment in play (a goal, a penalty, a red
// card) suspends every market of its match at once: that is ONE item {match_id, scope:'match', status:'suspended'}
// instead of one per outcome (a football match has hundreds), so it reaches thousands of sockets fast and costs a
// phone ~100 bytes. Items apply in order; the book re-opens markets with ordinary items at their new prices. Between instances a batch travels as compact
// tuples in NOTIFY payloads, chunked so none reaches PostgreSQL's 8000-byte limit; decoding is strict.

export type OddsStatus = 'active' | 'suspended';

export interface OddsChange {
  match_id: string;
  market_id: string;
  specifier: string;
  outcome_id: string;
  /** Decimal odds, 2 decimals (hundredths / 100). */
  odds: number;
  status: OddsStatus;
}

export interface OddsChangeMessage {
  type: 'ODDS_CHANGE';
  changes: OddsItem[];
  at: string;
}

/** Every market of a match suspended (a danger moment in play). */
export interface MatchSuspended {
  match_id: string;
  scope: 'match';
  status: 'suspended';
}

/** One item of an ODDS_CHANGE batch. */
export type OddsItem = OddsChange | MatchSuspended;

export const matchSuspended = (matchId: string): MatchSuspended => ({ match_id: matchId, scope: 'match', status: 'suspended' });
export const isMatchItem = (item: OddsItem): item is MatchSuspended => 'scope' in item;

/** A batch of committed changes on the bus; `at` is when they were committed (ms). */
export interface OddsEvent {
  kind: 'odds';
  at: number;
  changes: OddsItem[];
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clearly below. */
export const NOTIFY_MAX_BYTES = 7800;
const MAX_ID = 200;

/** The key under which changes of one outcome coalesce (a match's suspension: its own key). */
export const outcomeKey = (c: Pick<OddsChange, 'match_id' | 'market_id' | 'specifier' | 'outcome_id'> | MatchSuspended): string =>
  'scope' in c ? `${c.match_id}\u0000*` : `${c.match_id}\u0000${c.market_id}\u0000${c.specifier}\u0000${c.outcome_id}`;

type Tuple = [string, string, string, string, number, 'a' | 's'] | [string, '*'];

const toTuple = (c: OddsItem): Tuple => (isMatchItem(c) ? [c.match_id, '*'] : outcomeTuple(c));

const outcomeTuple = (c: OddsChange): Tuple => [
  c.match_id,
  c.market_id,
  c.specifier,
  c.outcome_id,
  Math.round(c.odds * 100),
  c.status === 'active' ? 'a' : 's',
];

/** The NOTIFY payloads of one batch, in order, each below NOTIFY_MAX_BYTES (UTF-8). */
export function encodeOddsPayloads(event: OddsEvent): string[] {
  const head = `{"kind":"odds","at":${Math.trunc(event.at)},"c":[`;
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = Buffer.byteLength(head) + 2;
  for (const change of event.changes) {
    const text = JSON.stringify(toTuple(change));
    const size = Buffer.byteLength(text) + 1;
    if (Buffer.byteLength(head) + 2 + size > NOTIFY_MAX_BYTES) {
      throw new RangeError(`odds change of ${change.match_id} is too large for one notification`);
    }
    if (parts.length > 0 && bytes + size > NOTIFY_MAX_BYTES) {
      payloads.push(`${head}${parts.join(',')}]}`);
      parts = [];
      bytes = Buffer.byteLength(head) + 2;
    }
    parts.push(text);
    bytes += size;
  }
  if (parts.length > 0) {
    payloads.push(`${head}${parts.join(',')}]}`);
  }
  return payloads;
}

const isId = (v: unknown, allowEmpty = false): v is string => typeof v === 'string' && v.length <= MAX_ID && (allowEmpty || v.length > 0);

/** Decodes the parsed JSON of an odds payload; null unless every tuple is well formed. */
export function decodeOddsPayload(v: Record<string, unknown>): OddsEvent | null {
  const at = v['at'];
  const list = v['c'];
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || !Array.isArray(list)) {
    return null;
  }
  const changes: OddsItem[] = [];
  for (const t of list as unknown[]) {
    if (Array.isArray(t) && t.length === 2 && isId(t[0]) && t[1] === '*') {
      changes.push(matchSuspended(t[0]));
      continue;
    }
    if (!Array.isArray(t) || t.length !== 6) {
      return null;
    }
    const [match, market, specifier, outcome, hundredths, status] = t as unknown[];
    if (
      !isId(match) ||
      !isId(market) ||
      !isId(specifier, true) ||
      !isId(outcome) ||
      typeof hundredths !== 'number' ||
      !Number.isInteger(hundredths) ||
      hundredths < 100 ||
      hundredths > 1_000_000 ||
      (status !== 'a' && status !== 's')
    ) {
      return null;
    }
    changes.push({
      match_id: match,
      market_id: market,
      specifier,
      outcome_id: outcome,
      odds: hundredths / 100,
      status: status === 'a' ? 'active' : 'suspended',
    });
  }
  return { kind: 'odds', at, changes };
}
