// The shops desk's refusals in the operator's language (issue 33): the cashier and shop forms' declared refusals —
// the username and password rules, a taken username, a shop name in use — are shown by their code from the desk's
// texts, whose English is the server's own text (tests/sync/backoffice-shops.test.ts holds them to the declarations);
// any other refusal shows the server's text as it came.
import type { CommandState } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { Said } from './said.tsx';

/** The refusal codes the desk words itself, and their texts. */
export const SHOP_REFUSAL_TEXTS: Readonly<Record<string, MessageKey>> = {
  PASSWORD_SHORT: 'shop.err.PASSWORD_SHORT',
  PASSWORD_BLANK: 'shop.err.PASSWORD_BLANK',
  PASSWORD_COMMON: 'shop.err.PASSWORD_COMMON',
  INVALID_USERNAME: 'shop.err.INVALID_USERNAME',
  USERNAME_TAKEN: 'shop.err.USERNAME_TAKEN',
  SHOP_EXISTS: 'shop.err.SHOP_EXISTS',
};

/** Said, with a known refusal in the operator's language. */
export function ShopSaid({ said, ok }: { said: CommandState; ok?: string }) {
  const { t } = useI18n();
  const known = said.state === 'failed' && said.code !== null ? SHOP_REFUSAL_TEXTS[said.code] : undefined;
  return <Said said={known === undefined ? said : { ...said, message: t(known) }} ok={ok} />;
}
