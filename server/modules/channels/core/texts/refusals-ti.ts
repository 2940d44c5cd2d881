// The bet refusals of spec §8 in Tigrinya (issue 34), word for word the web's (src/i18n/messages/ti.json, by the
// codes of src/components/command-text.ts TICKET_CODES): a channel player reads what the web's slip would say.
// tests/i18n/channel-texts.test.ts keeps them equal.
export const TICKET_REFUSALS_TI = {
  'refusal.INVALID_SELECTIONS': 'ዘይቅኑዕ ምርጫታት',
  'refusal.INVALID_BET_TYPE': 'ዘይቅኑዕ ዓይነት ውርርድ',
  'refusal.DUPLICATE_MATCH': 'ካብ ሓደ ግጥም ልዕሊ ሓደ ውጽኢት ምምራጽ ኣይከኣልን',
  'refusal.MATCH_NOT_FOUND': 'ሓደ ወይ ልዕሊኡ ግጥምታት ኣይተረኽቡን',
  'refusal.MATCH_NOT_ACTIVE': 'ሓደ ወይ ልዕሊኡ ግጥምታት ንውርርድ ክፉታት ኣይኮኑን',
  'refusal.MATCH_STARTING_SOON': 'ሓደ ወይ ልዕሊኡ ግጥምታት ክጅምሩ ኣዝዮም ቀሪቦም ኣለዉ',
  'refusal.MARKET_NOT_FOUND': 'ሓደ ወይ ልዕሊኡ ናይ ውርርድ ምርጫታት ኣይተረኽቡን',
  'refusal.MARKET_NOT_ACTIVE': 'ሓደ ወይ ልዕሊኡ ናይ ውርርድ ምርጫታት ክፉታት ኣይኮኑን',
  'refusal.INVALID_ODDS': 'ዘይቅኑዕ ኦድ ተረኺቡ',
  'refusal.ODDS_CHANGED': 'ኦድ ተቐይሩ ኣሎ። በጃኹም ነቲ ገጽ ኣሐድሱ እሞ ደጊምኩም ፈትኑ',
  'refusal.INVALID_VAT_CALCULATION': 'ኣብ ምሕሳብ ታክስ ተወሳኺ ዋጋ ጌጋ ኣጋጢሙ። በጃኹም ደጊምኩም ፈትኑ።',
  'refusal.INVALID_BONUS_PERCENTAGE': 'ኣብ ምሕሳብ ቦነስ ጌጋ ኣጋጢሙ። በጃኹም ደጊምኩም ፈትኑ።',
  'refusal.MATHEMATICAL_INCONSISTENCY': 'ኣብ ምሕሳብ ጌጋ ኣጋጢሙ። በጃኹም ደጊምኩም ፈትኑ።',
  'refusal.POTENTIAL_WIN_TOO_HIGH': 'ክርከብ ዝኽእል ሽልማት ካብቲ ዝለዓለ ደረት 1,000,000 ETB ይበልጽ',
};
