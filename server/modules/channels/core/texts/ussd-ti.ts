// The USSD channel's Tigrinya words (issue 34), key for key ussd-en.ts; spread into ti.ts.
import type { ChannelTextKey } from './en.ts';

export const USSD_TI: Partial<Record<ChannelTextKey, string>> = {
  'refusal.PIN_WRONG': 'ጌጋ ፒን። {left} ፈተነ ተሪፉ።',
  'refusal.PIN_LOCKED': 'ብዙሕ ጌጋ ፒን። ድሕሪ {minutes} ደቒቕ እንደገና ፈትኑ።',
  'refusal.PIN_FORMAT': 'ፒን 4 ኣሃዛት እዩ።',
  'refusal.PIN_WEAK': 'ብቐሊሉ ዝግመት እዩ (ከም 0000 ወይ 1234)። ካልእ ፒን ምረጹ።',
  'refusal.PIN_MISMATCH': 'ክልቲኦም ፒናት ኣይሰማምዑን። እንደገና ጀምሩ።',
  'refusal.PHONE_TAKEN': 'ብዚ ቁጽሪ ስልኪ ሕሳብ ድሮ ኣሎ።',
  'refusal.AGE_NOT_CONFIRMED': 'ንምጽዋት ዕድመኹም 21 ወይ ልዕሊኡ ክኸውን ኣለዎ።',
};
