// Provides react-intl for the language in the store (set by LanguageSelected events). A new language
// is shown only once both parts of its catalogue are here, so the screen never flashes raw ids; on the
// first paint the core part is enough and the lazy part follows (lazy chunks wait for it: withMessages).
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../schema/language.ts';
import { useValue } from '../data/hooks.ts';
import { intlLocale, isLanguage } from './languages.ts';
import { englishMessages, loadAllMessages, messagesFor, setActiveLanguage, subscribeMessages } from './load-messages.ts';
import type { MessageId } from './messages.ts';

// Chromium lacks Intl data for om and ti; we format dates ourselves, so that warning is noise.
const onIntlError = (error: { code?: string }): void => {
  if (error.code !== 'MISSING_DATA' && error.code !== 'MISSING_TRANSLATION') {
    console.warn('[i18n]', error);
  }
};

export function I18nProvider({ children }: { children: ReactNode }) {
  const stored = useValue('language');
  const lang: Language = isLanguage(stored) ? stored : 'en';
  const [shown, setShown] = useState<Language>(() => (messagesFor(lang) ? lang : 'en'));
  setActiveLanguage(shown);
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
  }, [lang]); // eslint-disable-line react-hooks/exhaustive-deps -- `shown` follows `lang`, never the other way
  const messages = useSyncExternalStore(subscribeMessages, () => messagesFor(shown) ?? englishMessages);
  useEffect(() => {
    document.documentElement.lang = intlLocale(shown);
  }, [shown]);
  return (
    <IntlProvider locale={intlLocale(shown)} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

/** A typed translate function: only ids of the English catalogue compile. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

export function useLanguage(): Language {
  const stored = useValue('language');
  return isLanguage(stored) ? stored : 'en';
}
