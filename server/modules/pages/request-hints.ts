// What a page request says about its reader, for server rendering (issue 17): the language (the `lang` cookie the
// client writes when the player chooses one, else the best of Accept-Language among ours, else English) and the
// layout (a phone's user agent or the Sec-CH-UA-Mobile client hint; phones when nothing says), low-data mode
// (the saveData cookie, else the Save-Data header). Pure, no I/O.

export type PageLanguage = 'en' | 'am' | 'or' | 'ti';
export type PageLayout = 'phone' | 'desktop';

const LANGUAGES: readonly string[] = ['en', 'am', 'or', 'ti'];
/** Accept-Language tags to our keys: Afaan Oromo is ISO 'om' (our stored key 'or' is the spec's). */
const TAG_TO_LANGUAGE: Record<string, PageLanguage> = { en: 'en', am: 'am', om: 'or', ti: 'ti' };

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      return part.slice(eq + 1).trim();
    }
  }
  return undefined;
}

/** The first of our languages in Accept-Language by quality (ties keep the header's order), or undefined. */
export function acceptedLanguage(header: string | undefined): PageLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: TAG_TO_LANGUAGE[tag.toLowerCase().split('-')[0] ?? ''], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((c): c is { lang: PageLanguage; q: number; index: number } => c.lang !== undefined && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang;
}

export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const chosen = cookieValue(cookieHeader, 'lang');
  if (chosen !== undefined && LANGUAGES.includes(chosen)) {
    return chosen as PageLanguage;
  }
  return acceptedLanguage(acceptLanguage) ?? 'en';
}

export function pageLayout(mobileHint: string | undefined, userAgent: string | undefined): PageLayout {
  // A phone's user agent says so; the hint backs it up for browsers that trim the agent string.
  if (userAgent !== undefined && /Mobi|Android|iPhone|iPod|Opera Mini|KaiOS/i.test(userAgent)) {
    return 'phone';
  }
  if (mobileHint === '?1' || !userAgent) {
    return 'phone';
  }
  return 'desktop';
}

/** What the home page reads from its address (src/search.ts homeSearch); ids are short plain tokens. */
const HOME_PARAMS = ['section', 'sport', 'tournament', 'match'] as const;
const ID = /^[A-Za-z0-9:_.-]{1,64}$/;

/**
 * The address a home page is rendered for: '/' with only the parameters the page reads, each a plain id — others
 * (a campaign tag, the installed app's start address) change nothing on it, so they share its render.
 */
export function homeAddress(url: string): string {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const kept = new URLSearchParams();
  for (const name of HOME_PARAMS) {
    const value = query.get(name);
    if (value !== null && ID.test(value)) {
      kept.set(name, value);
    }
  }
  const text = kept.toString();
  return text ? `/?${text}` : '/';
}

/** The `ssr=off` cookie asks for the client-rendered page (a diagnosis, and journeys written for that page). */
export const wantsServerRender = (cookieHeader: string | undefined): boolean => cookieValue(cookieHeader, 'ssr') !== 'off';

/** Addis Ababa: UTC+3 all year. */
export const DEFAULT_OFFSET_MIN = 180;

/** Minutes east of UTC from the `tzo` cookie the client writes; Ethiopia's when absent or not a real offset. */
export function pageOffset(cookieHeader: string | undefined): number {
  const text = cookieValue(cookieHeader, 'tzo') ?? '';
  const minutes = /^-?\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(minutes) && minutes >= -720 && minutes <= 840 ? minutes : DEFAULT_OFFSET_MIN;
}

/** The `lang` attribute of the page: Intl's code ('om' for Afaan Oromo). */
export const htmlLang = (language: PageLanguage): string => (language === 'or' ? 'om' : language);

/**
 * Low-data mode (issue 17) for the page: the player's own choice in the `saveData` cookie ('1' on, '0' off)
 * wins; else the browser's `Save-Data: on` header (its data saver) turns it on.
 */
export function pageSaveData(cookieHeader: string | undefined, saveDataHeader: string | string[] | undefined): boolean {
  const chosen = cookieValue(cookieHeader, 'saveData');
  if (chosen === '1' || chosen === '0') {
    return chosen === '1';
  }
  const header = Array.isArray(saveDataHeader) ? saveDataHeader.join(',') : (saveDataHeader ?? '');
  return header.split(/[,;]/).some((token) => token.trim().toLowerCase() === 'on');
}

export interface PageDateStyle {
  calendar: 'gregorian' | 'ethiopian';
  clock: '24h' | 'local';
}

/**
 * How the page shows dates and times (issue 18): the player's choice in the `dates` cookie ('ethiopian.local',
 * 'gregorian.24h', …, written by sync/date-style.ts); the Gregorian calendar and the 24-hour clock otherwise.
 */
export function pageDateStyle(cookieHeader: string | undefined): PageDateStyle {
  const [calendar, clock] = (cookieValue(cookieHeader, 'dates') ?? '').split('.');
  return { calendar: calendar === 'ethiopian' ? 'ethiopian' : 'gregorian', clock: clock === 'local' ? 'local' : '24h' };
}
