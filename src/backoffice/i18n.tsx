// The back office's languages (issue 33): English and Amharic, chosen in the header and kept in this browser
// (localStorage 'birrbet.bo.language'). t(key, values) fills {placeholders}; Amharic texts load with the app (the
// back office is desktop-first and its bundle is never loaded by players, so both dictionaries travel together).
// say(message) gives a server's refusal in the same language (refusals.ts).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { AM } from './i18n-am.ts';
import { EN, type MessageKey } from './i18n-en.ts';
import { refusalInAmharic } from './refusals.ts';

export type BoLanguage = 'en' | 'am';
const DICTIONARIES: Record<BoLanguage, Record<MessageKey, string>> = { en: EN, am: AM };
const STORAGE_KEY = 'birrbet.bo.language';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18n {
  language: BoLanguage;
  setLanguage: (language: BoLanguage) => void;
  t: Translate;
  /** A refusal's text (the server's, or the page's own) in this language; '' for none. */
  say: (message: string | null) => string;
}

const I18nContext = createContext<I18n | null>(null);

function storedLanguage(): BoLanguage {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'am' ? 'am' : 'en';
  } catch {
    return 'en';
  }
}

export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function BoI18nProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<BoLanguage>(storedLanguage);
  const setLanguage = useCallback((next: BoLanguage) => {
    setState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
    document.documentElement.lang = next;
  }, []);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => fill(DICTIONARIES[language][key], values),
      say: (message) => (message === null ? '' : language === 'am' ? refusalInAmharic(message) : message),
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) {
    throw new Error('useI18n outside BoI18nProvider');
  }
  return i18n;
}
