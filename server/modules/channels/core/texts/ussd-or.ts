// The USSD channel's Afan Oromo words (issue 34), key for key ussd-en.ts; spread into or.ts.
import type { ChannelTextKey } from './en.ts';

export const USSD_OR: Partial<Record<ChannelTextKey, string>> = {
  'refusal.PIN_WRONG': 'PIN dogoggora. Yaaliin {left} hafe.',
  'refusal.PIN_LOCKED': "PIN dogoggoraa baay'ee. Daqiiqaa {minutes} booda irra deebi'aa yaalaa.",
  'refusal.PIN_FORMAT': 'PIN lakkoofsa 4 qaba.',
  'refusal.PIN_WEAK': 'Salphaatti tilmaamama (akka 0000 ykn 1234). PIN biraa filadhaa.',
  'refusal.PIN_MISMATCH': "PIN lamaan wal hin fakkaatan. Irra deebi'aa jalqabaa.",
  'refusal.PHONE_TAKEN': 'Lakkoofsa bilbilaa kanaan herregni duraan jira.',
  'refusal.AGE_NOT_CONFIRMED': "Taphachuuf umuriin keessan 21 ykn isaa ol ta'uu qaba.",
};
