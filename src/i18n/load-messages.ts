// Message catalogues, pre-parsed at build time, in two parts per language (src/i18n/split.ts): English
// core is bundled (the default and the fallback); every other part is its own small chunk. A tiny store
// holds what has arrived, so the provider re-renders when a part lands, and lazy chunks can wait for it.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../schema/language.ts';
import en from 'virtual:messages/en/core';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<{ default: CompiledMessages }>;

const coreLoaders: Record<Exclude<Language, 'en'>, Loader> = {
  am: () => import('virtual:messages/am/core'),
  or: () => import('virtual:messages/or/core'),
  ti: () => import('virtual:messages/ti/core'),
};
const restLoaders: Record<Language, Loader> = {
  en: () => import('virtual:messages/en/rest'),
  am: () => import('virtual:messages/am/rest'),
  or: () => import('virtual:messages/or/rest'),
  ti: () => import('virtual:messages/ti/rest'),
};

/** English core: sport names etc. that the home route looks up directly. */
export const englishMessages: CompiledMessages = en;

const core = new Map<Language, CompiledMessages>([['en', en]]);
const rest = new Map<Language, CompiledMessages>();
const merged = new Map<Language, CompiledMessages>();
const listeners = new Set<() => void>();

/** A language's core part arrived: its catalogue appears (listeners re-render the provider). */
function arrived(): void {
  merged.clear();
  listeners.forEach((l) => {
    l();
  });
}

/**
 * A lazy part arrived: its ids are added to the language's catalogue object in place, without notifying. No
 * text on screen uses them (tests/i18n/split.test.ts), so a new translate function (I18nProvider) and
 * re-rendering every translated component — the whole page, on a cheap phone — would change nothing; the
 * lazy screens that use them render only after they are here (withMessages), and useT looks ids up at call time.
 */
function restArrived(lang: Language): void {
  const m = merged.get(lang);
  if (m) {
    Object.assign(m, rest.get(lang));
  }
}

/** The catalogue of a language as far as it has arrived (a stable object until more arrives), or undefined. */
export function messagesFor(lang: Language): CompiledMessages | undefined {
  const c = core.get(lang);
  if (!c) {
    return undefined;
  }
  let m = merged.get(lang);
  if (!m) {
    m = { ...en, ...c, ...rest.get(lang) };
    merged.set(lang, m);
  }
  return m;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the first-paint part of a language (start-up calls it with the stored language). */
export async function loadMessages(lang: Language): Promise<void> {
  activeLanguage ??= lang;
  if (!core.has(lang) && lang !== 'en') {
    core.set(lang, (await coreLoaders[lang]()).default);
    arrived();
  }
}

const pending = new Map<Language, Promise<void>>();

/** Loads both parts of a language; concurrent callers share one request, a failure may be retried. */
export function loadAllMessages(lang: Language): Promise<void> {
  if (rest.has(lang)) {
    return loadMessages(lang);
  }
  let p = pending.get(lang);
  if (!p) {
    p = Promise.all([loadMessages(lang), restLoaders[lang]()])
      .then(([, part]) => {
        rest.set(lang, part.default);
        restArrived(lang);
      })
      .finally(() => pending.delete(lang));
    pending.set(lang, p);
  }
  return p;
}

/**
 * The shown language, set by the provider on every render. Before its first render it is the language
 * start-up loads first (loadMessages): the router loads the first route's lazy chunk before that render, and
 * a chunk that waited for English texts instead would show raw ids on /sports in Amharic.
 */
let activeLanguage: Language | undefined;
export function setActiveLanguage(lang: Language): void {
  activeLanguage = lang;
}

/** Wraps a lazy chunk's import so it resolves only once the shown language's lazy texts are here. */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllMessages(activeLanguage ?? 'en').catch(() => undefined)]).then(([m]) => m);
}
