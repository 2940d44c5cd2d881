// The language list of the selector and the mapping to Intl locales: the stored key 'or' (spec) is
// formatted as 'om', because ISO 639-1 'or' is Odia.
import type { Language } from '../../schema/language.ts';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../schema/language.ts';
import { rememberForServer } from '../ssr/cookies.ts';

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

/** The stored choice; else `fallback` (the language a server-rendered page came in); else the default. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined, key: string, fallback: Language = DEFAULT_LANGUAGE): Language {
  try {
    const value = storage?.getItem(key);
    return isLanguage(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** The cookie the server reads to render a page in the player's language (server/modules/pages/request-hints.ts). */
export const LANGUAGE_COOKIE = 'lang';

/** Storage for the chosen language that also keeps it in the cookie, so the next page arrives rendered in it. */
export function languageCookieWriter(storage: Pick<Storage, 'setItem'>, doc: Pick<Document, 'cookie'>): Pick<Storage, 'setItem'> {
  return {
    setItem: (key, value) => {
      storage.setItem(key, value);
      rememberForServer(doc, LANGUAGE_COOKIE, value);
    },
  };
}
