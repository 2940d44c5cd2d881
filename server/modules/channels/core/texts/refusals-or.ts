// The bet refusals of spec §8 in Afan Oromo (issue 34), word for word the web's (src/i18n/messages/or.json, by the
// codes of src/components/command-text.ts TICKET_CODES): a channel player reads what the web's slip would say.
// tests/i18n/channel-texts.test.ts keeps them equal.
export const TICKET_REFUSALS_OR = {
  'refusal.INVALID_SELECTIONS': 'Filannoowwan sirrii miti',
  'refusal.INVALID_BET_TYPE': 'Gosti qabsiisaa sirrii miti',
  'refusal.DUPLICATE_MATCH': "Tapha tokko irraa bu'aa tokkoo ol filachuun hin danda'amu",
  'refusal.MATCH_NOT_FOUND': 'Taphoonni tokko ykn isaa ol hin argamne',
  'refusal.MATCH_NOT_ACTIVE': 'Taphoonni tokko ykn isaa ol qabsiisaaf banaa miti',
  'refusal.MATCH_STARTING_SOON': "Taphoonni tokko ykn isaa ol jalqabuuf baay'ee dhihaataniiru",
  'refusal.MARKET_NOT_FOUND': 'Filannoowwan qabsiisaa tokko ykn isaa ol hin argamne',
  'refusal.MARKET_NOT_ACTIVE': 'Filannoowwan qabsiisaa tokko ykn isaa ol banaa miti',
  'refusal.INVALID_ODDS': 'Odiin sirrii hin taane argame',
  'refusal.ODDS_CHANGED': "Odiin jijjiirameera. Maaloo fuula haaromsiitii irra deebi'ii yaali",
  'refusal.INVALID_VAT_CALCULATION': "Shallaggii Taaksii Dabalata Gatii irratti dogoggorri uumame. Maaloo irra deebi'ii yaali.",
  'refusal.INVALID_BONUS_PERCENTAGE': "Shallaggii boonasii irratti dogoggorri uumame. Maaloo irra deebi'ii yaali.",
  'refusal.MATHEMATICAL_INCONSISTENCY': "Shallaggii irratti dogoggorri uumame. Maaloo irra deebi'ii yaali.",
  'refusal.POTENTIAL_WIN_TOO_HIGH': "Badhaasni argamuu danda'u daangaa olaanaa 1,000,000 ETB ni caala",
};
