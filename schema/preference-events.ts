// Client events of the player's display choices: language, low-data mode, date style and odds format. Declared once
// here; sync/families/preferences.ts gives each its materializer.
import { type, boolean, enums } from 'superstruct';
import { Language } from './language.ts';

export const PreferenceEventPayloads = {
  'v1.LanguageSelected': type({ language: Language }),
  /** Low-data mode (issue 17) on or off: the player's choice, or the browser's Save-Data hint at start (system). */
  'v1.SaveDataChanged': type({ on: boolean() }),
  /** How dates and times are shown (issue 18): the Ethiopian calendar or the Gregorian; the local 12-hour count or 24-hour. */
  'v1.DateStyleChanged': type({ calendar: enums(['gregorian', 'ethiopian']), clock: enums(['24h', 'local']) }),
  /** How prices are shown (issue 29, domain/odds-format.ts): decimal, fractional or American; display only. */
  'v1.OddsFormatChanged': type({ format: enums(['decimal', 'fractional', 'american']) }),
} as const;
