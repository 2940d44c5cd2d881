// Message catalogues, pre-parsed at build time, in parts per language (core, promo, rest, shop, terms, games, pages:
// src/i18n/split.ts): English core is bundled (the default and the fallback); every other part is its own small
// chunk. A tiny store holds what has arrived, so the provider re-renders when a part lands, and lazy chunks can
// wait for it.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../schema/language.ts';
import { ALL_LAZY_PARTS, LAZY_PARTS, type LazyPart } from './split.ts';
import { asChunkError } from '../components/chunk-error.ts';
import en from 'virtual:messages/en/core';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<{ default: CompiledMessages }>;

const coreLoaders: Record<Exclude<Language, 'en'>, Loader> = {
  am: () => import('virtual:messages/am/core'),
  or: () => import('virtual:messages/or/core'),
  ti: () => import('virtual:messages/ti/core'),
};
const lazyLoaders: Record<LazyPart, Record<Language, Loader>> = {
  promo: {
    en: () => import('virtual:messages/en/promo'),
    am: () => import('virtual:messages/am/promo'),
    or: () => import('virtual:messages/or/promo'),
    ti: () => import('virtual:messages/ti/promo'),
  },
  rest: {
    en: () => import('virtual:messages/en/rest'),
    am: () => import('virtual:messages/am/rest'),
    or: () => import('virtual:messages/or/rest'),
    ti: () => import('virtual:messages/ti/rest'),
  },
  shop: {
    en: () => import('virtual:messages/en/shop'),
    am: () => import('virtual:messages/am/shop'),
    or: () => import('virtual:messages/or/shop'),
    ti: () => import('virtual:messages/ti/shop'),
  },
  terms: {
    en: () => import('virtual:messages/en/terms'),
    am: () => import('virtual:messages/am/terms'),
    or: () => import('virtual:messages/or/terms'),
    ti: () => import('virtual:messages/ti/terms'),
  },
  games: {
    en: () => import('virtual:messages/en/games'),
    am: () => import('virtual:messages/am/games'),
    or: () => import('virtual:messages/or/games'),
    ti: () => import('virtual:messages/ti/games'),
  },
  pages: {
    en: () => import('virtual:messages/en/pages'),
    am: () => import('virtual:messages/am/pages'),
    or: () => import('virtual:messages/or/pages'),
    ti: () => import('virtual:messages/ti/pages'),
  },
};

/** English core: sport names etc. that the home route looks up directly. */
export const englishMessages: CompiledMessages = en;

const core = new Map<Language, CompiledMessages>([['en', en]]);
/** The lazy parts that have arrived, by language, merged into one object. */
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
function restArrived(lang: Language, part: CompiledMessages): void {
  rest.set(lang, { ...rest.get(lang), ...part });
  const m = merged.get(lang);
  if (m) {
    Object.assign(m, part);
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

const pending = new Map<string, Promise<void>>();
const arrivedParts = new Set<string>();

/** Loads a language's core and the lazy parts named; concurrent callers share one request, a failure may be retried. */
function loadParts(lang: Language, parts: readonly LazyPart[]): Promise<void> {
  const each = parts.map((part) => {
    const key = `${lang}/${part}`;
    if (arrivedParts.has(key)) {
      return Promise.resolve();
    }
    let p = pending.get(key);
    if (!p) {
      const load = lazyLoaders[part][lang];
      p = load()
        .then(
          (loaded) => {
            arrivedParts.add(key);
            restArrived(lang, loaded.default);
          },
          // Offline with a part never fetched: the English one (the service worker keeps it) rather than raw ids;
          // not marked arrived, so the language's own part is asked for again next time.
          async (error: unknown) => {
            if (lang === 'en') {
              throw error;
            }
            const english = (await lazyLoaders[part].en()).default;
            restArrived(lang, { ...english, ...rest.get(lang) });
          },
        )
        .finally(() => pending.delete(key));
      pending.set(key, p);
    }
    return p;
  });
  return Promise.all([loadMessages(lang), ...each]).then(() => undefined);
}

/** Loads every part of a language. */
export function loadAllMessages(lang: Language): Promise<void> {
  return loadParts(lang, ALL_LAZY_PARTS);
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

/** Wraps a lazy chunk's import so it resolves only once the shown language's lazy texts (all, or the parts named) are
 *  here; a chunk that could not be fetched (offline) fails as a ChunkLoadError (src/components/chunk-error.ts). */
export function withMessages<T>(load: () => Promise<T>, parts: readonly LazyPart[] = LAZY_PARTS): () => Promise<T> {
  return () =>
    Promise.all([
      load().catch((error: unknown) => Promise.reject(asChunkError(error))),
      loadParts(activeLanguage ?? 'en', parts).catch(() => undefined),
    ]).then(([m]) => m);
}
