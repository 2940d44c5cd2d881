// The channels' words in Tigrinya (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { TICKET_REFUSALS_TI } from './refusals-ti.ts';
import { USSD_TI } from './ussd-ti.ts';
import { SMS_TI } from './sms-ti.ts';
import { TG_TI } from './tg-ti.ts';

export const TI: Partial<Record<ChannelTextKey, string>> = {
  'refusal.NOT_REGISTERED': 'እዚ ስልኪ ናይ BirrBet ሕሳብ የብሉን። ንምምዝጋብ *{ussd}# ደውሉ።',
  'refusal.ACCOUNT_BLOCKED': 'እዚ ሕሳብ ተኣጊዱ ኣሎ። ናብ {support} ደውሉ።',
  'refusal.UNKNOWN_MATCH': 'ኮድ {code} ዘለዎ ክፉት ጸወታ የለን።',
  'refusal.UNKNOWN_PICK': 'ምርጫ {pick} ንጸወታ {code} ኣይቀርብን።',
  'refusal.INTERNAL': 'ብወገንና ጸገም ኣጋጢሙ። ዝተቖረጸ ገንዘብ የለን። እንደገና ፈትኑ።',
  // The web slip's refusals (refusals-ti.ts)
  ...TICKET_REFUSALS_TI,
  // USSD (ussd-ti.ts)
  ...USSD_TI,
  // SMS (sms-ti.ts)
  ...SMS_TI,
  // Telegram (tg-ti.ts)
  ...TG_TI,
};
