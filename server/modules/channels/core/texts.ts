// The channels' words in the four languages (issue 34). One dictionary per language (texts/en.ts … ti.ts), key for
// key the English's; say() fills {values}. Keys are prefixed by who uses them: common.*, refusal.<CODE>, ussd.*,
// sms.*, tg.*. A key missing in a language falls back to English (a test keeps every language complete), so a
// player never sees a key. USSD screens are at most 182 characters: keep texts short (tests check each screen).
import type { ChannelLanguage } from './types.ts';
import { AM } from './texts/am.ts';
import { EN, type ChannelTextKey } from './texts/en.ts';
import { OR } from './texts/or.ts';
import { TI } from './texts/ti.ts';

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
