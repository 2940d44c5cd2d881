// The English texts of accounts, tickets and the slip (spec §5/§8 and the reference server's own) mapped to
// message ids, so they are shown translated. Only lazy screens and dialogs import this. A text that carries a
// number (the login lock's minutes) is matched by pattern and shown with its value (knownText).
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { KNOWN } from './error-text.ts';

const ACCOUNT_TEXTS: Record<string, MessageId> = {
  'Please enter your phone number': 'auth.err.phoneRequired',
  'please enter phone': 'auth.err.phoneRequiredRestore',
  'Please enter a valid phone number': 'auth.err.phoneInvalid',
  'Passwords do not match': 'auth.err.mismatch',
  'Password must be at least 6 characters long': 'auth.err.short',
  // The server's password, code and reset texts of issue 11 (server/modules/auth).
  'Password cannot be only spaces': 'auth.err.blankPassword',
  'This password is too common. Please choose another one': 'auth.err.commonPassword',
  'Too many wrong codes. Please request a new code': 'auth.err.codeTries',
  'Too many code requests. Please wait before requesting another code': 'auth.err.codeRequests',
  'If this number has an account, a code was sent': 'auth.restore.sent',
  'Please enter a valid 6-digit code': 'auth.err.otpFormat',
  'Invalid OTP code': 'auth.err.otpInvalid',
  'Verification token is missing. Please verify your OTP again': 'auth.err.tokenMissing',
  'Verification expired. Please verify your phone number again': 'auth.err.expired',
  'Invalid phone number or password': 'auth.err.credentials',
  'An account with this phone number already exists': 'auth.err.taken',
  'Login failed': 'auth.err.login',
  'Registration failed': 'auth.err.register',
  'OTP verification failed': 'auth.err.verify',
  'Unable to send reset code': 'auth.err.reset',
  'Reset code verification failed': 'auth.err.resetVerify',
  'Password update failed': 'auth.err.update',
  'Network error. Please check your connection.': 'auth.err.network',
  'An error occurred': 'auth.err.generic',
  'Please enter a ticket reference': 'check.err.empty',
  'No ticket found': 'check.err.notFound',
  'Failed to find ticket': 'check.err.failed',
  'Failed to load tickets. Please try again later.': 'history.err.failed',
  // Ticket refusals (spec §8, domain/ticket-errors.ts) and the slip's own checks (spec §5).
  'Invalid selections': 'slip.err.invalidSelections',
  'Invalid bet type': 'slip.err.invalidBetType',
  'Validation failed': 'slip.err.validation',
  'Cannot select multiple outcomes from the same match': 'slip.err.duplicateMatch',
  'One or more matches not found': 'slip.err.matchNotFound',
  'One or more matches are not active for betting': 'slip.err.matchNotActive',
  'One or more matches are starting too soon': 'slip.err.startingSoon',
  'Match has already started or starting too soon. Cannot create cashier ticket': 'slip.err.cashierStartingSoon',
  'Too many tickets from this address. Please try again later': 'slip.err.cashierTooMany',
  'One or more markets not found': 'slip.err.marketNotFound',
  'One or more markets are not active': 'slip.err.marketNotActive',
  'Invalid odds detected': 'slip.err.invalidOdds',
  'Odds have changed. Please refresh and try again': 'slip.err.oddsChanged',
  'VAT calculation error. Please try again.': 'slip.err.vat',
  'Bonus calculation error. Please try again.': 'slip.err.bonus',
  'Calculation error. Please try again.': 'slip.err.maths',
  'Potential win exceeds maximum limit of 1,000,000 ETB': 'slip.err.cap',
  'Insufficient balance. Please top up and try again.': 'slip.err.balance',
  'Please select at least one bet': 'slip.err.noPicks',
  'Failed to place bet': 'slip.err.failed',
  'Failed to create ticket': 'slip.err.createFailed',
  'Failed to create points ticket': 'slip.err.pointsFailed',
  'You do not have permission to place this bet': 'slip.err.noPermission',
  'Validation service is currently unavailable. Please try again later': 'slip.err.serviceDown',
  'Database error. Please try again': 'slip.err.database',
  'Internal server error. Please try again': 'slip.err.internal',
};

/** A text with a number in it: the pattern, the message, and the names of its values in capture order. */
export type TextPattern = [RegExp, MessageId, string[]];

const PATTERNS: TextPattern[] = [
  [/^Too many failed login attempts\. Please try again in (\d+) minutes?$/, 'auth.err.loginLocked', ['minutes']],
];

/** A message id for a known English text (failures and account texts), else undefined. */
export function knownTextId(text: string): MessageId | undefined {
  return KNOWN[text] ?? ACCOUNT_TEXTS[text];
}

/**
 * A known text translated (fixed texts, then the caller's patterns and the ones above, with their values);
 * any other text as it came.
 */
export function knownText(t: Translate, text: string, patterns: readonly TextPattern[] = []): string {
  const id = knownTextId(text);
  if (id) {
    return t(id);
  }
  for (const [pattern, patternId, names] of [...patterns, ...PATTERNS]) {
    const m = pattern.exec(text);
    if (m) {
      return t(patternId, Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ''])));
    }
  }
  return text;
}
