// Reads a ticket request body into typed values (spec §3 payloads). Shape faults are VALIDATION_FAILED,
// a missing, empty or malformed selections array INVALID_SELECTIONS, a bet type that is not SINGLE or
// MULTIPLE or does not fit the selection count INVALID_BET_TYPE. Amounts stay ETB numbers here.
import { betTypeFor, type BetType } from '../../../domain/bet-math.ts';
import { ticketError } from './errors.ts';

/** The most legs a ticket may have: the bonus ladder ends at 40 (docs/decisions.md). */
export const MAX_SELECTIONS = 40;

export interface SelectionInput {
  matchId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  specifier: string;
}

export interface ClientFigures {
  stakeTax: number;
  netStake: number;
  winningsTax: number;
  bonusPercentage: number;
  bonusAmount: number;
  basicWin: number;
  grossWin: number;
  netWin: number;
}

export interface TicketInput {
  betType: BetType;
  stake: number;
  selections: SelectionInput[];
  figures: ClientFigures;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid = (text: string) => ticketError('VALIDATION_FAILED', text);

/** An id: a non-empty string (or a whole number, sent by some clients), at most 100 characters. */
function idOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) {
    return String(v);
  }
  return typeof v === 'string' && v.trim() !== '' && v.length <= 100 ? v.trim() : null;
}

function optionalText(v: unknown): string | null | undefined {
  if (v === undefined || v === null) {
    return v;
  }
  return typeof v === 'string' && v.length <= 200 ? v : undefined;
}

function selectionOf(v: unknown): SelectionInput | null {
  if (!isObject(v)) {
    return null;
  }
  const matchId = idOf(v['match_id']);
  const marketId = idOf(v['market_id']);
  const outcomeId = idOf(v['outcome_id']);
  const odds = v['odds'];
  const extras = ['specifier', 'variant', 'special_value', 'variant_value'].map((k) => [k, optionalText(v[k])] as const);
  if (matchId === null || marketId === null || outcomeId === null || typeof odds !== 'number' || !Number.isFinite(odds)) {
    return null;
  }
  if (extras.some(([k, x]) => x === undefined && v[k] !== undefined)) {
    return null;
  }
  const specifier = typeof v['specifier'] === 'string' ? v['specifier'] : '';
  return { matchId, marketId, outcomeId, odds, specifier };
}

/** The selections array; INVALID_SELECTIONS when it is missing, empty, too long or has a malformed entry. */
export function selectionsOf(value: unknown): SelectionInput[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw ticketError('INVALID_SELECTIONS', 'At least one selection is required');
  }
  if (value.length > MAX_SELECTIONS) {
    throw ticketError('INVALID_SELECTIONS', `A ticket may have at most ${MAX_SELECTIONS} selections`);
  }
  return value.map((v, i) => {
    const s = selectionOf(v);
    if (s === null) {
      throw ticketError('INVALID_SELECTIONS', `Selection ${i + 1} needs match_id, market_id, outcome_id and numeric odds`);
    }
    return s;
  });
}

/** A figure the client computed: a finite number ≥ 0, 0 when absent (the legacy payload). */
function figure(body: Record<string, unknown>, key: string): number {
  const v = body[key];
  if (v === undefined || v === null) {
    return 0;
  }
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
    throw invalid(`${key} must be a number ≥ 0`);
  }
  return v;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) {
    throw invalid('The request body must be a JSON object');
  }
  return body;
}

export function stakeOf(body: Record<string, unknown>, key: string): number {
  const stake = body[key];
  if (typeof stake !== 'number' || !Number.isFinite(stake)) {
    throw invalid(`${key} must be a number`);
  }
  return stake;
}

/** The money and cashier payloads (user_id is checked by the route). */
export function ticketInputOf(raw: unknown): TicketInput {
  const body = bodyObject(raw);
  const stake = stakeOf(body, 'total_stake');
  const figures: ClientFigures = {
    stakeTax: figure(body, 'stake_tax_amount'), netStake: figure(body, 'net_stake'),
    winningsTax: figure(body, 'winnings_tax_amount'), bonusPercentage: figure(body, 'bonus_percentage'),
    bonusAmount: figure(body, 'bonus_amount'), basicWin: figure(body, 'basic_potential_win'),
    grossWin: figure(body, 'gross_potential_win'), netWin: figure(body, 'net_potential_win'),
  };
  const selections = selectionsOf(body['selections']);
  const betType = body['bet_type'];
  if ((betType !== 'SINGLE' && betType !== 'MULTIPLE') || betType !== betTypeFor(selections.length)) {
    throw ticketError('INVALID_BET_TYPE', 'Bet type must be SINGLE for one selection and MULTIPLE for more');
  }
  return { betType, stake, selections, figures };
}
