// Translations for the language in the store (set by LanguageSelected events), through our own context:
// `useT()` gives a translate function that formats the pre-parsed catalogues (format.ts) — react-intl's
// start-up (ICU, via supportedLocalesOf) cost the home page's first render a long task on cheap phones.
// A new language is shown only once both parts of its catalogue are here, so the screen never flashes raw
// ids; on the first paint the core part is enough and the lazy part follows (lazy chunks wait for it: withMessages).
// The date style (issue 18: Ethiopian calendar, local 12-hour count) is handed to calendar.ts here, before any
// child formats a date, and a change of it gives a new `t` (and useLanguage/useDateStyle readers re-render).
// The language and date style reach components through a context, not a store subscription each: a list row
// reads them, and every subscription costs hooks and effects when hundreds of rows hydrate (issue 17).
import { createContext, startTransition, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '../../schema/language.ts';
import { useValue } from '../data/hooks.ts';
import { intlLocale, isLanguage } from './languages.ts';
import { renderOffset, setDateDisplay, subscribeRenderOffset } from './calendar.ts';
import { englishMessages, loadAllMessages, messagesFor, setActiveLanguage, subscribeMessages, type CompiledMessages } from './load-messages.ts';
import { createTranslator, type Translate } from './translate.ts';

// Outside a provider (isolated component tests) texts are English rather than a crash.
const TranslateContext = createContext<Translate>(createTranslator(englishMessages, 'en', englishMessages));

/** The language chosen and the date style; a new object when either, or the zone dates are drawn in, changes. */
interface Display {
  lang: Language;
  style: string;
}
const DisplayContext = createContext<Display>({ lang: 'en', style: 'gregorian.24h' });

export function I18nProvider({ children }: { children: ReactNode }) {
  const stored = useValue('language');
  const lang: Language = isLanguage(stored) ? stored : 'en';
  const [shown, setShown] = useState<Language>(() => (messagesFor(lang) ? lang : 'en'));
  setActiveLanguage(shown);
  const style = useStoredDateStyle();
  const zone = useRenderZone();
  setDateDisplay(style.startsWith('ethiopian'), style.endsWith('local'), lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` follows `lang`, never the other way
  useEffect(() => {
    if (lang === shown) {
      // The first paint's language: its core is here; lazy screens fetch the rest when they open.
      return undefined;
    }
    let live = true;
    loadAllMessages(lang)
      .then(() => live && setShown(lang))
      .catch(() => live && setShown(messagesFor(lang) ? lang : 'en'));
    return () => {
      live = false;
    };
  }, [lang]);
  const current = (): CompiledMessages => messagesFor(shown) ?? englishMessages;
  const messages = useSyncExternalStore(subscribeMessages, current, current);
  const locale = intlLocale(shown);
  // One function per language and catalogue object, so memoised components re-render only when texts change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new date style gives a new `t`, so translated components draw their dates again
  const t = useMemo(() => createTranslator(messages, locale, englishMessages), [messages, locale, style]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new zone gives a new object, so date readers redraw
  const display = useMemo<Display>(() => ({ lang, style }), [lang, style, zone]);
  return (
    <DisplayContext.Provider value={display}>
      <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>
    </DisplayContext.Provider>
  );
}

/**
 * The zone dates are drawn in, as React state: a change (a page hydrated in the server's zone, then shown in the
 * device's) redraws every date on the page in a transition, in slices that yield to taps, not in one long task.
 */
function useRenderZone(): number | null {
  const [zone, setZone] = useState(renderOffset);
  useEffect(() => {
    const follow = (): void => startTransition(() => setZone(renderOffset()));
    follow();
    return subscribeRenderOffset(follow);
  }, []);
  return zone;
}

/** A typed translate function: only ids of the English catalogue compile. Stable while the texts are. */
export function useT(): Translate {
  return useContext(TranslateContext);
}

/** The date style as stored: 'gregorian.24h' | 'ethiopian.local' | … */
function useStoredDateStyle(): string {
  return `${useValue('calendar') === 'ethiopian' ? 'ethiopian' : 'gregorian'}.${useValue('clock') === 'local' ? 'local' : '24h'}`;
}

/**
 * 'gregorian.24h' | 'ethiopian.local' | …: reading it re-renders a component when the player changes the style,
 * and when the zone dates are drawn in changes (a page hydrated in the server's zone, then shown in the device's).
 */
export function useDateStyle(): string {
  return useContext(DisplayContext).style;
}

/** The player's language; components that format dates read it, so it also follows the date style and zone. */
export function useLanguage(): Language {
  return useContext(DisplayContext).lang;
}
