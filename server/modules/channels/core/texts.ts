// The channels' words in the four languages (issue 34). One dictionary per language (texts/en.ts … ti.ts), key for
// key the English's; say() fills {values}. Keys are prefixed by who uses them: common.*, refusal.<CODE>, ussd.*,
// sms.*, tg.*. A key missing in a language falls back to English (a test keeps every language complete), so a
// player never sees a key. USSD screens are at most 182 characters: keep texts short (tests check each screen).
import type { ChannelLanguage } from './types.ts';
import { AM } from './texts/am.ts';
import { EN, type ChannelTextKey } from './texts/en.ts';
import { OR } from './texts/or.ts';
import { TI } from './texts/ti.ts';
import { SPORT_NAMES_AM } from './texts/sports-am.ts';
import { SPORT_NAMES_EN } from './texts/sports-en.ts';
import { SPORT_NAMES_OR } from './texts/sports-or.ts';
import { SPORT_NAMES_TI } from './texts/sports-ti.ts';

export type { ChannelTextKey };

export const CHANNEL_TEXTS: Readonly<Record<ChannelLanguage, Partial<Record<ChannelTextKey, string>>>> = { en: EN, am: AM, or: OR, ti: TI };

export function fillText(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of `key` in `language` (English when that language lacks it), its {values} filled. */
export function say(language: ChannelLanguage, key: ChannelTextKey, values?: Readonly<Record<string, string | number>>): string {
  return fillText(CHANNEL_TEXTS[language][key] ?? EN[key], values);
}

/** A refusal's words: its own text when the dictionary has its code, else the English it came with. */
export function sayRefusal(
  language: ChannelLanguage,
  refusal: { code: string; message: string; values?: Readonly<Record<string, string | number>> },
): string {
  const key = `refusal.${refusal.code}` as ChannelTextKey;
  return key in EN ? say(language, key, refusal.values) : refusal.message;
}

const SPORT_NAMES: Readonly<Record<ChannelLanguage, Readonly<Record<string, string>>>> = {
  en: SPORT_NAMES_EN,
  am: SPORT_NAMES_AM,
  or: SPORT_NAMES_OR,
  ti: SPORT_NAMES_TI,
};

/** A sport's name as the web's sports list shows it in `language` (the feed's 'Soccer' is 'Football'), else as fed. */
export function sportName(language: ChannelLanguage, feedName: string): string {
  const key = `sport.${feedName.toLowerCase()}`;
  return SPORT_NAMES[language][key] ?? SPORT_NAMES_EN[key] ?? feedName;
}
