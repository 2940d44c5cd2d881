// The channels' words in Afan Oromo (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { USSD_OR } from './ussd-or.ts';
import { SMS_OR } from './sms-or.ts';
import { TG_OR } from './tg-or.ts';

export const OR: Partial<Record<ChannelTextKey, string>> = {
  // USSD (ussd-or.ts)
  ...USSD_OR,
  // SMS (sms-or.ts)
  ...SMS_OR,
  // Telegram (tg-or.ts)
  ...TG_OR,
};
