// The text of a refused cash-out, by its code (issue 32; schema/endpoints/cashout.ts CASHOUT_REFUSALS and the session's
// refusals): each code the server declares has its message, translated; an unknown code shows the server's own text,
// else 'Cash out failed'. Never the English read back. And the words for why a ticket has no offer now.
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/translate.ts';

const BY_CODE: Readonly<Record<string, MessageId>> = {
  CASHOUT_NOT_AVAILABLE: 'check.cashout.notAvailable',
  CASHOUT_FORBIDDEN: 'check.cashout.forbidden',
  NOT_FOUND: 'check.err.notFound',
  SIGNED_OUT: 'check.cashout.login',
  SESSION_REQUIRED: 'check.cashout.login',
  INVALID_SESSION: 'check.cashout.login',
};

export function cashoutRefusalText(t: Translate, refusal: { code?: string; message?: string }): string {
  const id = BY_CODE[refusal.code ?? ''];
  return id ? t(id) : refusal.message || t('check.cashout.failed');
}

/** Why there is no offer, for the reasons a player can act on or wait out; '' for a ticket that is settling. */
export function noOfferText(t: Translate, reason: string): string {
  return reason === 'MARKET_CLOSED' || reason === 'LEG_LOST' || reason === 'SWITCHED_OFF' ? t(`check.cashout.reason.${reason}`) : '';
}
