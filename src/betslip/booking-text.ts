// The texts of booking code refusals, by code (the server's, or the client's own checks in sync/booking-command.ts):
// a save refused by a ticket rule says that rule's slip text; a code unknown, expired or malformed says so in the
// player's language; anything else the call's fallback. Never the server's English.
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { TICKET_CODES } from '../components/command-text.ts';

const SAVE: Record<string, MessageId> = {
  ...TICKET_CODES,
  TOO_MANY_BOOKING_CODES: 'booking.err.tooMany',
  NO_PICKS: 'booking.err.noPicks',
  NETWORK: 'auth.err.network',
  TIMEOUT: 'auth.err.network',
};

const LOAD: Record<string, MessageId> = {
  BOOKING_CODE_NOT_FOUND: 'booking.err.notFound',
  BOOKING_CODE_EXPIRED: 'booking.err.expired',
  VALIDATION_FAILED: 'booking.err.malformed',
  EMPTY_CODE: 'booking.err.empty',
  NETWORK: 'auth.err.network',
  TIMEOUT: 'auth.err.network',
};

export function bookingErrorText(t: Translate, part: 'save' | 'load', code: string, status: number): string {
  const known = (part === 'save' ? SAVE : LOAD)[code];
  if (known) {
    return t(known);
  }
  if (part === 'load' && status === 404) {
    return t('booking.err.notFound');
  }
  if (status === 0 && code === '') {
    return t('auth.err.network');
  }
  return t(part === 'save' ? 'booking.err.saveFailed' : 'booking.err.loadFailed');
}

/** The link a code is shared as, and the three share addresses (plain links: no SDK of any messenger). */
export function shareLinks(origin: string, code: string, text: string): { link: string; sms: string; whatsapp: string; telegram: string } {
  const link = `${origin}/?booking=${encodeURIComponent(code)}`;
  const message = `${text} ${link}`;
  return {
    link,
    sms: `sms:?&body=${encodeURIComponent(message)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  };
}
