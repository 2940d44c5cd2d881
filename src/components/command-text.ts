// The text of a refused command, chosen by its code (the server's, or the client's own for its spec §5 checks),
// per call, translated; the English of each message is the spec §8 text. A code without a message of its own
// shows the server's text as it came, else the call's fallback ('Login failed', 'Failed to create ticket', …,
// spec §8). Only lazy screens and dialogs import this (the home route's bytes are budgeted).
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { TicketErrorCode } from '../../domain/ticket-errors.ts';

export type CommandCall =
  | 'login' | 'register' | 'verify' | 'reset' | 'resetVerify' | 'update' | 'money' | 'points' | 'cashier' | 'lookup';

export interface Refused { code: string; status: number; message: string }

/** Spec §8: the text when neither the code nor the server says more. */
const FALLBACK: Record<CommandCall, MessageId> = {
  login: 'auth.err.login', register: 'auth.err.register', verify: 'auth.err.verify', reset: 'auth.err.reset',
  resetVerify: 'auth.err.resetVerify', update: 'auth.err.update', money: 'slip.err.createFailed',
  points: 'slip.err.pointsFailed', cashier: 'slip.err.createFailed', lookup: 'check.err.failed',
};

/** Ticket refusal codes of spec §8 (domain/ticket-errors.ts) → their messages. */
export const TICKET_CODES: Record<TicketErrorCode, MessageId> = {
  INVALID_SELECTIONS: 'slip.err.invalidSelections', INVALID_BET_TYPE: 'slip.err.invalidBetType',
  VALIDATION_FAILED: 'slip.err.validation', DUPLICATE_MATCH: 'slip.err.duplicateMatch',
  MATCH_NOT_FOUND: 'slip.err.matchNotFound', MATCH_NOT_ACTIVE: 'slip.err.matchNotActive',
  MATCH_STARTING_SOON: 'slip.err.startingSoon', MARKET_NOT_FOUND: 'slip.err.marketNotFound',
  MARKET_NOT_ACTIVE: 'slip.err.marketNotActive', INVALID_ODDS: 'slip.err.invalidOdds', ODDS_CHANGED: 'slip.err.oddsChanged',
  INVALID_VAT_CALCULATION: 'slip.err.vat', INVALID_BONUS_PERCENTAGE: 'slip.err.bonus',
  MATHEMATICAL_INCONSISTENCY: 'slip.err.maths', POTENTIAL_WIN_TOO_HIGH: 'slip.err.cap', INSUFFICIENT_BALANCE: 'slip.err.balance',
};

const TICKET: Record<string, MessageId> = {
  ...TICKET_CODES, NO_PICKS: 'slip.err.noPicks', FORBIDDEN: 'slip.err.noPermission', FAILED: 'slip.err.failed',
  NETWORK: 'auth.err.network', TIMEOUT: 'auth.err.network',
};

/** Account codes: the server's (server/modules/auth) and the forms' own checks (sync/account-errors.ts). */
export const ACCOUNT_CODES: Record<string, MessageId> = {
  PHONE_REQUIRED: 'auth.err.phoneRequired', PHONE_INVALID: 'auth.err.phoneInvalid', INVALID_PHONE: 'auth.err.phoneInvalid',
  PASSWORD_SHORT: 'auth.err.short', PASSWORD_BLANK: 'auth.err.blankPassword', PASSWORD_MISMATCH: 'auth.err.mismatch',
  // The form already refused a short or blank password, so the server's WEAK_PASSWORD is the common-password rule.
  WEAK_PASSWORD: 'auth.err.commonPassword', OTP_FORMAT: 'auth.err.otpFormat', INVALID_OTP: 'auth.err.otpInvalid',
  OTP_EXPIRED: 'auth.err.expired', TOKEN_EXPIRED: 'auth.err.expired', TOKEN_MISSING: 'auth.err.tokenMissing',
  INVALID_CREDENTIALS: 'auth.err.credentials', PHONE_TAKEN: 'auth.err.taken', NETWORK: 'auth.err.network', TIMEOUT: 'auth.err.network',
};

/** Codes whose message depends on the call (a rate limit means another thing on each). */
const PER_CALL: Partial<Record<CommandCall, Record<string, MessageId>>> = {
  register: { TOO_MANY_REQUESTS: 'auth.err.codeRequests' },
  reset: { PHONE_REQUIRED: 'auth.err.phoneRequiredRestore', TOO_MANY_REQUESTS: 'auth.err.codeRequests' },
  verify: { TOO_MANY_REQUESTS: 'auth.err.codeTries' },
  resetVerify: { TOO_MANY_REQUESTS: 'auth.err.codeTries' },
  cashier: { TOO_MANY_REQUESTS: 'slip.err.cashierTooMany', MATCH_STARTING_SOON: 'slip.err.cashierStartingSoon' },
  lookup: { NOT_FOUND: 'check.err.notFound', EMPTY_REFERENCE: 'check.err.empty' },
};

/** The points rules of spec §5 (domain/points-rules.ts) carry their numbers in the text: each is shown by its message. */
const POINTS_RULES: Array<[RegExp, MessageId, string[]]> = [
  [/^Minimum stake is ([\d.]+) points$/, 'slip.points.minStake', ['n']],
  [/^Maximum stake is ([\d.]+) points$/, 'slip.points.maxStake', ['n']],
  [/^Maximum (\d+) selections allowed$/, 'slip.points.maxSelections', ['n']],
  [/^Minimum (\d+) selections required$/, 'slip.points.minSelections', ['n']],
  [/^Selection (\d+): Minimum odds is ([\d.]+)$/, 'slip.points.minOdds', ['i', 'n']],
  [/^Minimum total odds is ([\d.]+)$/, 'slip.points.minTotalOdds', ['n']],
  [/^Maximum total odds is ([\d.]+)$/, 'slip.points.maxTotalOdds', ['n']],
  [/^Stake adjusted to ([\d.]+) points to comply with maximum payout limits\.$/, 'slip.points.adjusted', ['n']],
];

/** A points rule's text translated with its numbers; any other text as it came. */
export function pointsRuleText(t: Translate, text: string): string {
  for (const [pattern, id, names] of POINTS_RULES) {
    const m = pattern.exec(text);
    if (m) {
      return t(id, Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ''])));
    }
  }
  return text;
}

/** Spec §8 points refusals: by status first; rule breaks and a lack of points keep the server's own words. */
function pointsText(t: Translate, r: Refused): string | null {
  if (r.code === 'POINTS_RULE' || r.code === 'POINTS_STAKE_ADJUSTED'
    || ((r.code === 'VALIDATION_FAILED' || r.code === 'INSUFFICIENT_BALANCE') && r.message)) {
    return pointsRuleText(t, r.message);
  }
  if (r.status === 403) {
    return t('slip.err.noPermission');
  }
  if (r.status === 503) {
    return t('slip.err.serviceDown');
  }
  if (r.status >= 500) {
    return t(r.code === 'DATABASE_ERROR' ? 'slip.err.database' : 'slip.err.internal');
  }
  return null;
}

export function commandText(t: Translate, call: CommandCall, r: Refused): string {
  const own = call === 'points' ? pointsText(t, r) : null;
  if (own !== null) {
    return own;
  }
  const minutes = /\d+/.exec(r.message)?.[0];
  if (call === 'login' && r.code === 'TOO_MANY_REQUESTS' && minutes) {
    return t('auth.err.loginLocked', { minutes });
  }
  const isTicket = call === 'money' || call === 'points' || call === 'cashier';
  const id = PER_CALL[call]?.[r.code] ?? (isTicket ? TICKET : call === 'lookup' ? undefined : ACCOUNT_CODES)?.[r.code];
  if (id) {
    return t(id);
  }
  // A lookup that got no answer says 'Failed to find ticket' (spec §8), not the transport's words.
  if (r.message && !(call === 'lookup' && r.status === 0)) {
    return r.message;
  }
  return t(FALLBACK[call]);
}
