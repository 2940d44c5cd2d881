// Message catalogues, pre-parsed at build time: English is bundled (the default and the fallback);
// the other three are fetched on demand as their own small chunks.
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../../schema/language.ts';
import en from 'virtual:messages/en';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: CompiledMessages }>> = {
  am: () => import('virtual:messages/am'),
  or: () => import('virtual:messages/or'),
  ti: () => import('virtual:messages/ti'),
};

export const englishMessages: CompiledMessages = en;
const cache = new Map<Language, CompiledMessages>([['en', en]]);

export function cachedMessages(lang: Language): CompiledMessages | undefined {
  return cache.get(lang);
}

/** Loads a catalogue; a missing id falls back to English rather than showing the raw id. */
export async function loadMessages(lang: Language): Promise<CompiledMessages> {
  const hit = cache.get(lang);
  if (hit) {
    return hit;
  }
  if (lang === 'en') {
    return en;
  }
  const loaded = { ...en, ...(await loaders[lang]()).default };
  cache.set(lang, loaded);
  return loaded;
}
