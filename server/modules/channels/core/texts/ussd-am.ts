// The USSD channel's Amharic words (issue 34), key for key ussd-en.ts; spread into am.ts.
import type { ChannelTextKey } from './en.ts';

export const USSD_AM: Partial<Record<ChannelTextKey, string>> = {
  'refusal.PIN_WRONG': 'የተሳሳተ ፒን። {left} ሙከራ ቀርቷል።',
  'refusal.PIN_LOCKED': 'ብዙ የተሳሳቱ ፒኖች። ከ{minutes} ደቂቃ በኋላ እንደገና ይሞክሩ።',
  'refusal.PIN_FORMAT': 'ፒን 4 አሃዝ ነው።',
  'refusal.PIN_WEAK': 'በቀላሉ የሚገመት ነው (0000 ወይም 1234 አይነት)። ሌላ ፒን ይምረጡ።',
  'refusal.PIN_MISMATCH': 'ሁለቱ ፒኖች አይመሳሰሉም። እንደገና ይጀምሩ።',
  'refusal.PHONE_TAKEN': 'በዚህ ስልክ ቁጥር መለያ አስቀድሞ አለ።',
  'refusal.AGE_NOT_CONFIRMED': 'ለመጫወት ዕድሜዎ 21 ወይም ከዚያ በላይ መሆን አለበት።',
};
