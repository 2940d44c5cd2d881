// The channels' words in Tigrinya (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { USSD_TI } from './ussd-ti.ts';
import { SMS_TI } from './sms-ti.ts';
import { TG_TI } from './tg-ti.ts';

export const TI: Partial<Record<ChannelTextKey, string>> = {
  // USSD (ussd-ti.ts)
  ...USSD_TI,
  // SMS (sms-ti.ts)
  ...SMS_TI,
  // Telegram (tg-ti.ts)
  ...TG_TI,
};
