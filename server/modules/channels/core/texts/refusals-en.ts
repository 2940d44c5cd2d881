// The bet refusals of spec §8 in English (issue 34), word for word the web's (src/i18n/messages/en.json, by the
// codes of src/components/command-text.ts TICKET_CODES): a channel player reads what the web's slip would say.
// tests/i18n/channel-texts.test.ts keeps them equal.
export const TICKET_REFUSALS_EN = {
  'refusal.INVALID_SELECTIONS': 'Invalid selections',
  'refusal.INVALID_BET_TYPE': 'Invalid bet type',
  'refusal.DUPLICATE_MATCH': 'Cannot select multiple outcomes from the same match',
  'refusal.MATCH_NOT_FOUND': 'One or more matches not found',
  'refusal.MATCH_NOT_ACTIVE': 'One or more matches are not active for betting',
  'refusal.MATCH_STARTING_SOON': 'One or more matches are starting too soon',
  'refusal.MARKET_NOT_FOUND': 'One or more markets not found',
  'refusal.MARKET_NOT_ACTIVE': 'One or more markets are not active',
  'refusal.INVALID_ODDS': 'Invalid odds detected',
  'refusal.ODDS_CHANGED': 'Odds have changed. Please refresh and try again',
  'refusal.INVALID_VAT_CALCULATION': 'VAT calculation error. Please try again.',
  'refusal.INVALID_BONUS_PERCENTAGE': 'Bonus calculation error. Please try again.',
  'refusal.MATHEMATICAL_INCONSISTENCY': 'Calculation error. Please try again.',
  'refusal.POTENTIAL_WIN_TOO_HIGH': 'Potential win exceeds maximum limit of 1,000,000 ETB',
} as const;
