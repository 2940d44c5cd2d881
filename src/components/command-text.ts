// The text of a refused command, chosen by its code (the server's, or the client's own for its spec §5 checks),
// per call, translated; the English of each message is the server's text for that code, word for word. The
// server sends one code per text, and the numbers a text holds (retry_after_minutes, min_stake, …) beside it:
// they fill the message's placeholders of the same names. No English is ever read back. A code without a
// message of its own shows the server's text as it came, else the call's fallback ('Login failed', 'Failed to
// create ticket', …, spec §8). Only lazy screens and dialogs import this (the home route's bytes are budgeted).
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { TicketErrorCode } from '../../domain/ticket-errors.ts';
import type { PointsRuleCode } from '../../domain/points-rules.ts';
import { rgCodeText } from '../screens/responsible-gaming/rg-text.ts';

export type CommandCall =
  | 'login'
  | 'register'
  | 'verify'
  | 'reset'
  | 'resetVerify'
  | 'update'
  | 'changePassword'
  | 'money'
  | 'points'
  | 'cashier'
  | 'lookup';

export interface Refused {
  code: string;
  status: number;
  message: string;
  values?: Readonly<Record<string, number>>;
}

/** A message, with the values it needs when it has placeholders. */
type Message = MessageId | readonly [MessageId, ...string[]];

/** Spec §8: the text when neither the code nor the server says more. */
const FALLBACK: Record<CommandCall, MessageId> = {
  login: 'auth.err.login',
  register: 'auth.err.register',
  verify: 'auth.err.verify',
  reset: 'auth.err.reset',
  resetVerify: 'auth.err.resetVerify',
  update: 'auth.err.update',
  changePassword: 'auth.err.update',
  money: 'slip.err.createFailed',
  points: 'slip.err.pointsFailed',
  cashier: 'slip.err.createFailed',
  lookup: 'check.err.failed',
};

/** Ticket refusal codes of spec §8 (domain/ticket-errors.ts) → their messages. */
export const TICKET_CODES: Record<TicketErrorCode, MessageId> = {
  INVALID_SELECTIONS: 'slip.err.invalidSelections',
  INVALID_BET_TYPE: 'slip.err.invalidBetType',
  VALIDATION_FAILED: 'slip.err.validation',
  DUPLICATE_MATCH: 'slip.err.duplicateMatch',
  MATCH_NOT_FOUND: 'slip.err.matchNotFound',
  MATCH_NOT_ACTIVE: 'slip.err.matchNotActive',
  MATCH_STARTING_SOON: 'slip.err.startingSoon',
  MARKET_NOT_FOUND: 'slip.err.marketNotFound',
  MARKET_NOT_ACTIVE: 'slip.err.marketNotActive',
  INVALID_ODDS: 'slip.err.invalidOdds',
  ODDS_CHANGED: 'slip.err.oddsChanged',
  INVALID_VAT_CALCULATION: 'slip.err.vat',
  INVALID_BONUS_PERCENTAGE: 'slip.err.bonus',
  MATHEMATICAL_INCONSISTENCY: 'slip.err.maths',
  POTENTIAL_WIN_TOO_HIGH: 'slip.err.cap',
  INSUFFICIENT_BALANCE: 'slip.err.balance',
};

/** The points rules of spec §5 (domain/points-rules.ts), each with the values its text holds. */
export const POINTS_RULE_MESSAGES: Record<PointsRuleCode, Message> = {
  POINTS_MIN_STAKE: ['slip.points.minStake', 'min_stake'],
  POINTS_MAX_STAKE: ['slip.points.maxStake', 'max_stake'],
  POINTS_MAX_SELECTIONS: ['slip.points.maxSelections', 'max_selections'],
  POINTS_MIN_SELECTIONS: ['slip.points.minSelections', 'min_selections'],
  POINTS_MIN_ODDS: ['slip.points.minOdds', 'selection', 'min_odds'],
  POINTS_MIN_TOTAL_ODDS: ['slip.points.minTotalOdds', 'min_total_odds'],
  POINTS_MAX_TOTAL_ODDS: ['slip.points.maxTotalOdds', 'max_total_odds'],
  POINTS_STAKE_ADJUSTED: ['slip.points.adjusted', 'stake'],
};

/** Ticket codes beyond spec §8's: the client's own checks, the points refusals, the cashier limit. */
export const TICKET_MESSAGES: Record<string, Message> = {
  ...TICKET_CODES,
  ...POINTS_RULE_MESSAGES,
  POINTS_DISABLED: 'slip.err.pointsDisabled',
  INSUFFICIENT_POINTS: 'slip.err.insufficientPoints',
  TOO_MANY_TICKETS: 'slip.err.cashierTooMany',
  NO_PICKS: 'slip.err.noPicks',
  FORBIDDEN: 'slip.err.noPermission',
  FAILED: 'slip.err.failed',
  NETWORK: 'auth.err.network',
  TIMEOUT: 'auth.err.network',
};

/** Account codes: the server's (server/modules/auth) and the forms' own checks (sync/account-errors.ts). */
export const ACCOUNT_CODES: Record<string, Message> = {
  PHONE_REQUIRED: 'auth.err.phoneRequired',
  PHONE_INVALID: 'auth.err.phoneInvalid',
  INVALID_PHONE: 'auth.err.phoneInvalid',
  PASSWORD_SHORT: 'auth.err.short',
  PASSWORD_BLANK: 'auth.err.blankPassword',
  PASSWORD_MISMATCH: 'auth.err.mismatch',
  PASSWORD_COMMON: 'auth.err.commonPassword',
  PASSWORD_TOO_LONG: ['auth.err.longPassword', 'max_length'],
  INVALID_PROMO_CODE: 'auth.err.promoTooLong',
  UNKNOWN_PROMO_CODE: 'auth.err.promoUnknown',
  CURRENT_PASSWORD_REQUIRED: 'auth.err.currentRequired',
  WRONG_PASSWORD: 'auth.err.wrongPassword',
  PASSWORD_SAME: 'auth.err.samePassword',
  PASSWORD_CHANGED: 'auth.err.changedMeanwhile',
  PASSWORD_CHANGE_LOCKED: ['auth.err.changeLocked', 'retry_after_minutes'],
  CREDENTIALS_REQUIRED: 'auth.err.credentialsRequired',
  OTP_FORMAT: 'auth.err.otpFormat',
  INVALID_OTP: 'auth.err.otpInvalid',
  CODE_TRIES: 'auth.err.codeTries',
  CODE_REQUESTS: 'auth.err.codeRequests',
  LOGIN_LOCKED: ['auth.err.loginLocked', 'retry_after_minutes'],
  OTP_EXPIRED: 'auth.err.expired',
  TOKEN_EXPIRED: 'auth.err.expired',
  TOKEN_MISSING: 'auth.err.tokenMissing',
  INVALID_CREDENTIALS: 'auth.err.credentials',
  // Telegram's Mini App sign-in (issue 34): a user who has not linked in the bot yet, or launch data that fails its check.
  TELEGRAM_NOT_LINKED: 'auth.err.telegramNotLinked',
  TELEGRAM_INIT_DATA_INVALID: 'auth.err.telegramInvalid',
  PHONE_TAKEN: 'auth.err.taken',
  NETWORK: 'auth.err.network',
  TIMEOUT: 'auth.err.network',
};

/**
 * Codes any call may meet (issue 18: no English refusal in another language): the session and request-signing
 * checks every player call passes through, and a server fault. Each message's English is the server's text.
 */
export const COMMON_CODES: Record<string, MessageId> = {
  SESSION_REQUIRED: 'auth.err.sessionRequired',
  INVALID_SESSION: 'auth.err.invalidSession',
  TIMESTAMP_EXPIRED: 'auth.err.clock',
  INVALID_SIGNATURE: 'auth.err.signature',
  SIGNATURE_REPLAYED: 'auth.err.replayed',
  INTERNAL: 'slip.err.internal',
};

/** Codes whose text spec §8 words differently for one call ('please enter phone' on restore, the cashier's kick-off). */
export const PER_CALL: Partial<Record<CommandCall, Record<string, MessageId>>> = {
  reset: { PHONE_REQUIRED: 'auth.err.phoneRequiredRestore' },
  cashier: { MATCH_STARTING_SOON: 'slip.err.cashierStartingSoon' },
  lookup: { NOT_FOUND: 'check.err.notFound', EMPTY_REFERENCE: 'check.err.empty' },
};

/** The message translated with the refusal's values; null when a value it needs did not come. */
function translated(t: Translate, message: Message, values: Readonly<Record<string, number>> = {}): string | null {
  if (typeof message === 'string') {
    return t(message);
  }
  const [id, ...names] = message;
  if (!names.every((name) => typeof values[name] === 'number')) {
    return null;
  }
  return t(id, Object.fromEntries(names.map((name) => [name, values[name] as number])));
}

/** A points rule (the slip's own check, domain/points-rules.ts) translated with its values. */
export function pointsRuleText(t: Translate, rule: { code: PointsRuleCode; values: Readonly<Record<string, number>> }): string {
  return translated(t, POINTS_RULE_MESSAGES[rule.code], rule.values) ?? '';
}

/** Spec §8 points refusals by status first (permission, the validation service, server faults). */
function pointsStatusText(t: Translate, r: Refused): string | null {
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
  // Self-excluded (issue 18): the end date, in the player's language and time zone.
  const excluded = r.code.startsWith('SELF_EXCLUDED') ? rgCodeText(t, r.code, r.values) : null;
  if (excluded !== null) {
    return excluded;
  }
  const byStatus = call === 'points' ? pointsStatusText(t, r) : null;
  if (byStatus !== null) {
    return byStatus;
  }
  const isTicket = call === 'money' || call === 'points' || call === 'cashier';
  const message =
    PER_CALL[call]?.[r.code] ?? (isTicket ? TICKET_MESSAGES : call === 'lookup' ? undefined : ACCOUNT_CODES)?.[r.code] ?? COMMON_CODES[r.code];
  const text = message ? translated(t, message, r.values) : null;
  if (text !== null) {
    return text;
  }
  // A lookup that got no answer says 'Failed to find ticket' (spec §8), not the transport's words.
  if (r.message && !(call === 'lookup' && r.status === 0)) {
    return r.message;
  }
  return t(FALLBACK[call]);
}
