// The families on the home route: their events can come before any chunk loads (the catalogue, the player's account
// and preferences, the slip and its tickets). runtime.ts registers them at start. One line per family.
import type { EAGER_FAMILIES } from '../../schema/event.ts';
import type { Family } from './define.ts';
import { accountFamily } from './account.ts';
import { betslipFamily } from './betslip.ts';
import { catalogFamily } from './catalog.ts';
import { preferencesFamily } from './preferences.ts';
import { ticketsFamily } from './tickets.ts';

export const EAGER = {
  catalog: catalogFamily,
  preferences: preferencesFamily,
  account: accountFamily,
  betslip: betslipFamily,
  tickets: ticketsFamily,
} as const satisfies { [F in keyof typeof EAGER_FAMILIES]: Family<F> };
