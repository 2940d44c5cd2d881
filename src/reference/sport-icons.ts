// Sport name → icon (spec §3 "Reference data": unknown sports default to soccer/football). Each icon is a
// hand-written 24×24 path drawn in currentColor: stroked lines (`s`) plus an optional filled part (`f`),
// a few hundred bytes each, so icons cost no request and follow the text colour of wherever they sit.

export type SportIconKey =
  | 'soccer'
  | 'basketball'
  | 'tennis'
  | 'ice-hockey'
  | 'american-football'
  | 'volleyball'
  | 'handball'
  | 'baseball'
  | 'rugby'
  | 'table-tennis'
  | 'cricket'
  | 'darts'
  | 'esports';

const BALL = 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z';

export const SPORT_ICONS: Record<SportIconKey, { s: string; f?: string }> = {
  soccer: { s: `${BALL}M12 7.5l4.3 3.1-1.6 5H9.3l-1.6-5zM12 7.5V3m4.3 7.6 4.3-1.4m-5.9 6.4 2.6 3.6m-8-3.6-2.6 3.6m1-8.7-4.3-1.4` },
  basketball: { s: `${BALL}M3 12h18M12 3v18M5.6 5.7c2.3 1.8 3.6 3.9 3.6 6.3s-1.3 4.5-3.6 6.3m12.8-12.6c-2.3 1.8-3.6 3.9-3.6 6.3s1.3 4.5 3.6 6.3` },
  tennis: {
    s: 'M4.9 4.9A6.5 4.5 45 1 0 14.1 14.1A6.5 4.5 45 1 0 4.9 4.9zM10.5 5.3l-5.2 5.2m8.4-1.8-5.2 5.2M14.1 14.1l5.9 5.9M19 2.5a2 2 0 1 0 0 4a2 2 0 0 0 0-4z',
  },
  'ice-hockey': { s: 'M5 3l8.2 13.2c.4.6 1 .8 1.7.8H19M19 3l-8.2 13.2c-.4.6-1 .8-1.7.8H5M8.5 20.5h7' },
  'american-football': { s: 'M5 19C4 11 11 4 19 5c1 8-6 15-14 14zM9.5 14.5l5-5m-4 2 2 2M12 10l2 2m-5 1 2 2' },
  volleyball: {
    s: `${BALL}M12 12c.2-3.6 1.5-6.6 4-8.2M12 12c-3.2-1.6-5.2-4.2-5.7-7.2M12 12c-3 2-6.2 2.4-9 1.3M12 12c3.4 1 5.8 3.3 6.6 6.3M12 12c-.4 3.5-1.8 6.6-4 8.5`,
  },
  handball: {
    s: 'M8 6a1.8 1.8 0 1 0 0-3.6A1.8 1.8 0 0 0 8 6zM8.6 8l1.2 6.2-3 6.3m3-6.3 3.5 2.2.2 4.1M9 9.3l4-2.6 2.7-.9M8.8 9.6 4.8 12M19 3.2a2.2 2.2 0 1 0 0 4.4a2.2 2.2 0 0 0 0-4.4z',
  },
  baseball: {
    s: 'M20.3 3.7c.9.9.8 2.2-.1 3.1l-9.6 9.4-2.8-2.8 9.4-9.6c.9-.9 2.2-1 3.1-.1zM9.2 14.8 4 20M17.5 15a2.5 2.5 0 1 0 0 5a2.5 2.5 0 0 0 0-5z',
  },
  rugby: { s: 'M7 3v18M17 3v18M7 14h10M12 6c-1.9 0-3 .9-3 2s1.1 2 3 2 3-.9 3-2-1.1-2-3-2z' },
  'table-tennis': {
    s: 'M18.5 17.2a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 0 0 0-3.6z',
    f: 'M14 3.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13zM9.3 12.3l-6 6 2.4 2.4 6-6z',
  },
  cricket: { s: 'M7 6v15M11 6v15M15 6v15M6.5 4h4M11.5 4h4M19.5 16.5a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 0 0 0-3.6z' },
  darts: { s: 'M11 5a8 8 0 1 0 8 8M11 9a4 4 0 1 0 4 4M11 13l7-7m0-3v3h3', f: 'M11 11.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3z' },
  esports: {
    s: 'M7.5 7h9a4.5 4.5 0 0 1 4.4 3.6l.8 4.5a2.5 2.5 0 0 1-4.4 2.1L15.8 15H8.2l-1.5 2.2a2.5 2.5 0 0 1-4.4-2.1l.8-4.5A4.5 4.5 0 0 1 7.5 7zM8 9.5v3m-1.5-1.5h3M15 10h.01M17 12.5h.01',
  },
};

// Checked in order, so 'table tennis' wins over 'tennis' and 'american football' over 'football'.
const MATCHERS: [RegExp, SportIconKey][] = [
  [/table tennis|ping pong/, 'table-tennis'],
  [/american football|\bnfl\b|gridiron/, 'american-football'],
  [/\be ?sports?\b|\be ?football|counter strike|dota|league of legends|valorant/, 'esports'],
  [/basket/, 'basketball'],
  [/tennis|padel/, 'tennis'],
  [/hockey/, 'ice-hockey'],
  [/volley/, 'volleyball'],
  [/handball/, 'handball'],
  [/baseball|softball/, 'baseball'],
  [/rugby/, 'rugby'],
  [/cricket/, 'cricket'],
  [/darts?\b/, 'darts'],
];

/** The icon of a sport name or icon key ('Ice Hockey', 'ice-hockey', 'NBA basketball'); soccer otherwise. */
export function sportIconKey(name: string | null | undefined): SportIconKey {
  const key = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return MATCHERS.find(([pattern]) => pattern.test(key))?.[1] ?? 'soccer';
}
