// Provides react-intl for the language in the store (set by LanguageSelected events). The catalogue
// of a new language is loaded before it is shown, so the screen never flashes raw ids.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../schema/language.ts';
import { useValue } from '../data/hooks.ts';
import { intlLocale, isLanguage } from './languages.ts';
import { cachedMessages, loadMessages, englishMessages as en, type CompiledMessages as Messages } from './load-messages.ts';
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
  const [shown, setShown] = useState<{ lang: Language; messages: Messages }>(() => ({ lang, messages: cachedMessages(lang) ?? en }));
  useEffect(() => {
    let live = true;
    loadMessages(lang)
      .then((messages) => live && setShown({ lang, messages }))
      .catch(() => live && setShown({ lang: 'en', messages: en }));
    return () => {
      live = false;
    };
  }, [lang]);
  useEffect(() => {
    document.documentElement.lang = intlLocale(shown.lang);
  }, [shown.lang]);
  return (
    <IntlProvider locale={intlLocale(shown.lang)} defaultLocale="en" messages={shown.messages} onError={onIntlError}>
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
