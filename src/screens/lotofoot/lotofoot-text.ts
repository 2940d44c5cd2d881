// The text of a refused LotoFoot ticket, by code (the server's, schema/endpoints/lotofoot.ts, or the client's own
// checks, domain/lotofoot.ts): each code's message says in the player's language what the server's English says word
// for word. A code without a message shows the server's text as it came, else 'Failed to submit Loto Foot ticket'
// (core §8). Unknown match ids are named as the server named them.
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/translate.ts';

const CODES: Readonly<Record<string, MessageId>> = {
  LOTOFOOT_LOGIN_REQUIRED: 'lotofoot.loginNotice',
  LOTOFOOT_WEEK_NOT_FOUND: 'lotofoot.err.noWeek',
  LOTOFOOT_INCOMPLETE: 'lotofoot.err.incomplete',
  LOTOFOOT_DUPLICATE_MATCH: 'lotofoot.err.duplicate',
  LOTOFOOT_INVALID_PRICE: 'lotofoot.err.invalidPrice',
  LOTOFOOT_PRICE_FORMAT: 'lotofoot.invalidAmount',
  LOTOFOOT_MAX_PRICE: 'lotofoot.err.maxPrice',
  LOTOFOOT_VARIANT_MISMATCH: 'lotofoot.err.variant',
  LOTOFOOT_DEADLINE_PASSED: 'lotofoot.err.deadline',
  INSUFFICIENT_BALANCE: 'lotofoot.err.balance',
  FORBIDDEN: 'lotofoot.err.forbidden',
  NETWORK: 'auth.err.network',
  TIMEOUT: 'auth.err.network',
};

export function refusalText(t: Translate, code: string, message: string): string {
  const id = CODES[code];
  if (id) {
    return t(id);
  }
  if (code === 'LOTOFOOT_INVALID_MATCHES') {
    const ids = message.includes(': ') ? message.slice(message.indexOf(': ') + 2) : '';
    return t('lotofoot.err.invalidMatches', { ids });
  }
  return message || t('lotofoot.failed');
}

/**
 * The price field's refusal as typed (core §5, issue 29): above the promotion's 1,000 ETB its maximum; anything else
 * (more than 2 decimals, not a number, not above 0) the spec's 'Please enter a valid amount greater than 0'.
 */
export const priceFieldText = (t: Translate, code: string): string =>
  t(code === 'LOTOFOOT_MAX_PRICE' ? 'lotofoot.err.maxPrice' : 'lotofoot.invalidAmount');
