// The channels' words in Amharic (issue 34): key for key the English's (en.ts), {values} kept.
import type { ChannelTextKey } from './en.ts';
import { USSD_AM } from './ussd-am.ts';
import { SMS_AM } from './sms-am.ts';
import { TG_AM } from './tg-am.ts';

export const AM: Partial<Record<ChannelTextKey, string>> = {
  // USSD (ussd-am.ts)
  ...USSD_AM,
  // SMS (sms-am.ts)
  ...SMS_AM,
  // Telegram (tg-am.ts)
  ...TG_AM,
};
