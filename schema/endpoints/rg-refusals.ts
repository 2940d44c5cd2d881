// The responsible-gaming refusals other endpoints answer (bets, deposits, real-money launches). Their own small file, so
// the ticket, payment and game declarations a lazy screen loads do not pull in every responsible-gaming endpoint.
import type { Refusal } from '../endpoint.ts';

/** Raised by every bet, deposit and real-money launch while the player is self-excluded ({until}: ms, sent beside). */
export const SELF_EXCLUSION_REFUSALS: Refusal[] = [
  { status: 400, code: 'SELF_EXCLUDED', text: 'You have excluded yourself from betting, deposits and games until {until}' },
  { status: 400, code: 'SELF_EXCLUDED_PERMANENT', text: 'You have excluded yourself from betting, deposits and games permanently' },
];
/** A deposit that would pass a limit in force (the numbers are sent beside the text; {period}: 'per day', 'per
 *  week' or 'per month', from period_days 1, 7 or 30). */
export const DEPOSIT_LIMIT_REFUSAL = {
  status: 400,
  code: 'DEPOSIT_LIMIT_EXCEEDED',
  text: 'This deposit is above your deposit limit: you can deposit at most {remaining} ETB more now (limit {limit} ETB {period})',
} as const satisfies Refusal;
