// Every USSD screen by its name (flow.ts runs them): home and registration, betting, money, and the rest.
import type { Screen } from './flow.ts';
import { BET_SCREENS } from './menus-bet.ts';
import { HOME_SCREENS } from './menus-home.ts';
import { MONEY_SCREENS } from './menus-money.ts';
import { MORE_SCREENS } from './menus-more.ts';

export const SCREENS: Readonly<Record<string, Screen>> = { ...HOME_SCREENS, ...BET_SCREENS, ...MONEY_SCREENS, ...MORE_SCREENS };
