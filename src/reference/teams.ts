// Team name → badge (spec §3 "Reference data": team map with aliases and fuzzy matching, a 3-letter
// abbreviation when there is no logo). Matching, in order, on normalised names (normalize.ts) with the
// club-form words (FC, CF, SC, AFC, AC, SSC, 1. …) dropped:
//   1. the exact name or an alias, also written without spaces ('Bodo Glimt' = 'Bodø/Glimt');
//   2. a shortened name: every word of the query is in exactly one club's name ('Brighton', 'Mönchengladbach');
//   3. a longer name: a club's name of two words or more plus at most one extra word ('Real Madrid CF B').
// A step that finds two different clubs ('Manchester', 'Madrid') gives up: a derived badge beats a wrong one.
import { FOOTBALL_TEAMS } from './team-data-football.ts';
import { OTHER_TEAMS } from './team-data-other.ts';
import { normalizeName, wordsOf } from './normalize.ts';
import { coloursFromName, readablePair } from './colour.ts';

export interface TeamInfo {
  code: string;
  primary: string | null;
  secondary: string | null;
}

export interface BadgeLook {
  code: string;
  fill: string;
  text: string;
  rim: string;
  /** true for a club of the table (drawn as a shield), false for a derived badge (a circle). */
  known: boolean;
}

// Club-form words that say nothing about which club it is.
const FORM_WORDS = new Set([
  'fc',
  'afc',
  'cf',
  'sc',
  'ac',
  'as',
  'ssc',
  'ss',
  'cd',
  'ud',
  'rc',
  'rcd',
  'fk',
  'sk',
  'nk',
  'bk',
  'ff',
  'if',
  'sv',
  'club',
  'calcio',
  'sl',
  'ogc',
  'losc',
  'kv',
  'krc',
  'gnk',
  'bsc',
]);
// Words an abbreviation skips ('Commercial Bank of Ethiopia' → CBE).
const SMALL_WORDS = new Set(['of', 'the', 'and', 'de', 'da', 'do', 'del', 'la', 'le', 'di', 'van', 'von', 'y', 'e']);

/** The normalised words that identify a team: no club-form words, no lone digits ('1. FC Köln' → köln). */
function teamKeyWords(name: string): string[] {
  return wordsOf(normalizeName(name)).filter((w) => !FORM_WORDS.has(w) && !/^\d$/.test(w));
}

interface Index {
  exact: Map<string, TeamInfo>;
  named: { words: string[]; team: TeamInfo }[];
}

let index: Index | null = null;

function buildIndex(): Index {
  const built: Index = { exact: new Map(), named: [] };
  for (const entry of `${FOOTBALL_TEAMS};${OTHER_TEAMS}`.split(';')) {
    const [names = '', code = '', primary, secondary] = entry.split(',');
    const team: TeamInfo = { code, primary: primary ? `#${primary}` : null, secondary: secondary ? `#${secondary}` : null };
    for (const name of names.split('|')) {
      const words = teamKeyWords(name);
      built.exact.set(words.join(' '), team);
      built.exact.set(words.join(''), team);
      built.named.push({ words, team });
    }
  }
  return built;
}

function only(found: TeamInfo[]): TeamInfo | null {
  return found.length > 0 && found.every((t) => t === found[0]) ? (found[0] ?? null) : null;
}

/** The table's entry for a team name (exact, alias or fuzzy), or null when none fits unambiguously. */
export function findTeam(name: string): TeamInfo | null {
  index ??= buildIndex();
  const words = teamKeyWords(name ?? '');
  if (words.length === 0) {
    return null;
  }
  const exact = index.exact.get(words.join(' ')) ?? index.exact.get(words.join(''));
  if (exact) {
    return exact;
  }
  const shorter = only(index.named.filter((n) => words.every((w) => n.words.includes(w))).map((n) => n.team));
  if (shorter) {
    return shorter;
  }
  return only(
    index.named
      .filter((n) => n.words.length >= 2 && words.length - n.words.length === 1 && n.words.every((w) => words.includes(w)))
      .map((n) => n.team),
  );
}

/**
 * Three letters from a team's own words when the table has no code: one word gives its first three
 * letters ('Arsenal' → ARS), two words the first two letters of the first and the first of the second
 * ('Ethiopia Bunna' → ETB, 'Bayern Munich' → BAM), three or more the initials of the first three
 * ('Commercial Bank of Ethiopia' → CBE). Club-form words, numbers and small words ('of') are skipped.
 */
export function teamAbbreviation(name: string): string {
  const all = teamKeyWords(name ?? '');
  const words = all.filter((w) => !SMALL_WORDS.has(w) && !/^\d+$/.test(w));
  const use = (words.length > 0 ? words : all).map((w) => [...w]);
  const [first = [], second = [], third = []] = use;
  let code: string[];
  if (use.length === 0) {
    code = [...normalizeName(name ?? '').replace(/ /g, '')].slice(0, 3);
  } else if (use.length === 1) {
    code = first.slice(0, 3);
  } else if (use.length === 2) {
    code = [...first.slice(0, 2), ...second.slice(0, 1)];
  } else {
    code = [first[0] ?? '', second[0] ?? '', third[0] ?? ''];
  }
  return code.join('').toUpperCase() || '?';
}

// Long match lists ask for the same few names again and again; the answer never changes.
const looks = new Map<string, BadgeLook>();

/** What a badge shows: the table's code and colours, else the abbreviation on colours derived from the name. */
export function badgeLook(name: string): BadgeLook {
  const cached = looks.get(name);
  if (cached) {
    return cached;
  }
  const look = computeLook(name ?? '');
  if (looks.size > 1000) {
    looks.clear();
  }
  looks.set(name, look);
  return look;
}

function computeLook(name: string): BadgeLook {
  const team = findTeam(name);
  const derived = coloursFromName(teamKeyWords(name).join(' ') || name);
  const primary = team?.primary ?? derived.primary;
  const secondary = team?.secondary ?? derived.secondary;
  const { fill, text } = readablePair(primary, secondary);
  return { code: team?.code ?? teamAbbreviation(name), fill, text, rim: secondary, known: team !== null };
}
