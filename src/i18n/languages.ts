// The language list of the selector and the mapping to Intl locales: the stored key 'or' (spec) is
// formatted as 'om', because ISO 639-1 'or' is Odia.
import type { Language } from '../../schema/language.ts';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../schema/language.ts';

export const LANGUAGE_LABELS: Record<Language, { name: string; short: string }> = {
  am: { name: 'አማርኛ', short: 'AM' },
  en: { name: 'English', short: 'EN' },
  or: { name: 'Afaan Oromoo', short: 'OR' },
  ti: { name: 'ትግርኛ', short: 'TI' },
};

export const intlLocale = (lang: Language): string => (lang === 'or' ? 'om' : lang);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined, key: string): Language {
  try {
    const value = storage?.getItem(key);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
