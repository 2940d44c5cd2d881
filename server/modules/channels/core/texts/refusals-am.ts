// The bet refusals of spec §8 in Amharic (issue 34), word for word the web's (src/i18n/messages/am.json, by the
// codes of src/components/command-text.ts TICKET_CODES): a channel player reads what the web's slip would say.
// tests/i18n/channel-texts.test.ts keeps them equal.
export const TICKET_REFUSALS_AM = {
  'refusal.INVALID_SELECTIONS': 'ምርጫዎቹ ትክክል አይደሉም',
  'refusal.INVALID_BET_TYPE': 'የውርርድ አይነቱ ትክክል አይደለም',
  'refusal.DUPLICATE_MATCH': 'ከአንድ ጨዋታ ከአንድ በላይ ውጤት መምረጥ አይቻልም',
  'refusal.MATCH_NOT_FOUND': 'አንድ ወይም ከዚያ በላይ ጨዋታዎች አልተገኙም',
  'refusal.MATCH_NOT_ACTIVE': 'አንድ ወይም ከዚያ በላይ ጨዋታዎች ለውርርድ ክፍት አይደሉም',
  'refusal.MATCH_STARTING_SOON': 'አንድ ወይም ከዚያ በላይ ጨዋታዎች ሊጀምሩ በጣም ተቃርበዋል',
  'refusal.MARKET_NOT_FOUND': 'አንድ ወይም ከዚያ በላይ የውርርድ አማራጮች አልተገኙም',
  'refusal.MARKET_NOT_ACTIVE': 'አንድ ወይም ከዚያ በላይ የውርርድ አማራጮች ክፍት አይደሉም',
  'refusal.INVALID_ODDS': 'ትክክል ያልሆነ ኦድ ተገኝቷል',
  'refusal.ODDS_CHANGED': 'ኦዶቹ ተቀይረዋል። እባክዎ ገጹን ያድሱና እንደገና ይሞክሩ',
  'refusal.INVALID_VAT_CALCULATION': 'የተ.እ.ታ ስሌት ስህተት አጋጥሟል። እባክዎ እንደገና ይሞክሩ።',
  'refusal.INVALID_BONUS_PERCENTAGE': 'የቦነስ ስሌት ስህተት አጋጥሟል። እባክዎ እንደገና ይሞክሩ።',
  'refusal.MATHEMATICAL_INCONSISTENCY': 'የስሌት ስህተት አጋጥሟል። እባክዎ እንደገና ይሞክሩ።',
  'refusal.POTENTIAL_WIN_TOO_HIGH': 'ሊገኝ የሚችለው ሽልማት ከከፍተኛው ገደብ 1,000,000 ETB ይበልጣል',
};
