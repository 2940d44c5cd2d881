// The channels' words in Amharic (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { TICKET_REFUSALS_AM } from './refusals-am.ts';
import { USSD_AM } from './ussd-am.ts';
import { SMS_AM } from './sms-am.ts';
import { TG_AM } from './tg-am.ts';

export const AM: Partial<Record<ChannelTextKey, string>> = {
  'refusal.NOT_REGISTERED': 'ይህ ስልክ የBirrBet መለያ የለውም። ለመመዝገብ *{ussd}# ይደውሉ።',
  'refusal.ACCOUNT_BLOCKED': 'ይህ መለያ ታግዷል። {support} ይደውሉ።',
  'refusal.UNKNOWN_MATCH': 'ኮድ {code} ያለው ክፍት ጨዋታ የለም።',
  'refusal.UNKNOWN_PICK': 'ምርጫ {pick} ለጨዋታ {code} አይቀርብም።',
  'refusal.INTERNAL': 'በእኛ በኩል ችግር ተፈጥሯል። ምንም ገንዘብ አልተቆረጠም። እንደገና ይሞክሩ።',
  // The web slip's refusals (refusals-am.ts)
  ...TICKET_REFUSALS_AM,
  // USSD (ussd-am.ts)
  ...USSD_AM,
  // SMS (sms-am.ts)
  ...SMS_AM,
  // Telegram (tg-am.ts)
  ...TG_AM,
};
