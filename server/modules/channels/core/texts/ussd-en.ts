// The USSD channel's English words (issue 34) and the PIN and registration refusals it raised first (core/pin.ts,
// core/register.ts). Spread into en.ts; ussd-am/or/ti.ts follow these keys. A USSD screen is at most 182
// characters, 'CON '/'END ' included: keep them short (tests/server/channels-ussd-screens.test.ts checks each).
export const USSD_EN = {
  'refusal.PIN_FORMAT': 'A PIN is 4 digits.',
  'refusal.PIN_WEAK': 'Too easy to guess: not 0000-style or 1234/4321. Choose another PIN.',
  'refusal.PIN_MISMATCH': 'The two PINs differ. Start again.',
  'refusal.PHONE_TAKEN': 'An account with this phone number already exists',
  'refusal.AGE_NOT_CONFIRMED': 'You must be 21 or older to play.',
} as const;
