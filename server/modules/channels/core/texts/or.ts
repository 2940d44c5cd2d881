// The channels' words in Afan Oromo (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { TICKET_REFUSALS_OR } from './refusals-or.ts';
import { USSD_OR } from './ussd-or.ts';
import { SMS_OR } from './sms-or.ts';
import { TG_OR } from './tg-or.ts';

export const OR: Partial<Record<ChannelTextKey, string>> = {
  'refusal.NOT_REGISTERED': 'Bilbilli kun herrega BirrBet hin qabu. Galmaa’uuf *{ussd}# bilbilaa.',
  'refusal.ACCOUNT_BLOCKED': 'Herregni kun cufameera. {support} bilbilaa.',
  'refusal.UNKNOWN_MATCH': 'Taphni banaa koodii {code} qabu hin jiru.',
  'refusal.UNKNOWN_PICK': 'Filannoon {pick} taphni {code} hin qabu.',
  'refusal.INTERNAL': 'Gama keenyaan rakkoon uumameera. Maallaqni hin hir’anne. Irra deebi’aa yaalaa.',
  // The web slip's refusals (refusals-or.ts)
  ...TICKET_REFUSALS_OR,
  // USSD (ussd-or.ts)
  ...USSD_OR,
  // SMS (sms-or.ts)
  ...SMS_OR,
  // Telegram (tg-or.ts)
  ...TG_OR,
};
