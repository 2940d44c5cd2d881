// The launch fragment a house game page is opened with (issue 15): `#token=<launch token>&lang=<am|en|or|ti>` for
// real money, `#demo=1&lang=…` for demo. The token travels in the fragment so it never reaches a server log or a
// Referer; the page reads it once and removes it from the address (forgetLaunch). Pure: no DOM access here.

export type Lang = 'am' | 'en' | 'or' | 'ti';
export const LANGS: readonly Lang[] = ['am', 'en', 'or', 'ti'];

export type Launch = { mode: 'real'; token: string; lang: Lang } | { mode: 'demo'; lang: Lang } | { mode: 'none'; lang: Lang };

/** A launch token as the server issues it (schema: 16–128 characters); anything else is not sent. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** 'om' is Afaan Oromoo's ISO code; the app calls it 'or'. Anything unknown is English. */
export function langOf(raw: string | null | undefined): Lang {
  const code = (raw ?? '').trim().toLowerCase().slice(0, 2);
  if (code === 'om') {
    return 'or';
  }
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : 'en';
}

/** Reads `location.hash` (with or without its '#'). A valid token means real money; demo=1 without one means demo. */
export function parseLaunch(hash: string): Launch {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const lang = langOf(params.get('lang'));
  const token = params.get('token');
  if (token !== null && TOKEN.test(token)) {
    return { mode: 'real', token, lang };
  }
  if (token === null && params.get('demo') === '1') {
    return { mode: 'demo', lang };
  }
  return { mode: 'none', lang };
}
