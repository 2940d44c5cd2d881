// The feed's own words — market, outcome, market-group and country names, which the feed sends in English —
// as message ids of the player's catalogues (src/i18n/messages/*.json), so a screen can show them in the
// player's language. Pure: it names ids and never holds a translation. Invariants: a line or score in a name
// ('Total Goals 2.5', 'Handicap 0:1', '1 (+1.5)') is kept as the feed wrote it, never re-formatted; outcome
// labels made only of 1 / X / 2, digits and signs stay as they are (the spec's 1X2 labels); a name the
// catalogues do not know is shown as the feed wrote it (the caller falls back, never a blank).

/**
 * One piece of a shown name: a message id to translate (with the line the feed gave, which the message may
 * place with {line}; when it does not, the line follows the text), or text kept as it came.
 */
export type FeedPiece = { id: string; line?: string } | { text: string };

/** 'Both Teams to Score' → 'both-teams-to-score': the stable part of a message id. */
export function termSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A trailing line: 2.5, -1, +1.5, 0:1. */
const TRAILING_LINE = /^(.*\S)\s+([+-]?\d+(?:\.\d+)?(?::\d+)?)$/;
/** Labels that read the same in every language: 1, X, 2, 1X, 12, X2, 1/X, 2:1, 6+, '1 (+1.5)', 'X (0:1)'. */
const NEUTRAL = /^[\d\sX:/+\-.()]+$/i;

const marketId = (base: string): string => `feed.market.${termSlug(base)}`;
const outcomeId = (base: string): string => `feed.outcome.${termSlug(base)}`;
export const groupId = (name: string): string => `feed.group.${termSlug(name)}`;
export const countryId = (name: string): string => `country.${termSlug(name)}`;

function withLine(name: string, id: (base: string) => string): FeedPiece[][] {
  const m = TRAILING_LINE.exec(name.trim());
  // The base with its line kept first (the usual case: 'Total Goals' + 2.5), then the whole name, for a name whose
  // last word only looks like a line.
  const whole: FeedPiece[] = [{ id: id(name) }];
  return m?.[1] && m[2] ? [[{ id: id(m[1]), line: m[2] }], whole] : [whole];
}

/**
 * The ways to show a market name, best first: each is a list of pieces; the caller takes the first whose ids
 * its catalogue knows, else the feed's text.
 */
export function marketPieces(name: string): FeedPiece[][] {
  return withLine(name, marketId);
}

/** The ways to show one outcome ('Yes', 'Over 2.5', '1'), best first; a combination is split first. */
export function outcomePieces(name: string): FeedPiece[][] {
  const part = name.trim();
  return NEUTRAL.test(part) ? [[{ text: part }]] : withLine(part, outcomeId);
}

/** A combined outcome ('1 & Over 2.5', 'X & Yes') is shown part by part, joined again by ' & '. */
export function outcomeParts(name: string): string[] {
  return name.split(' & ');
}

/** A translation that did not place the line gets it after its text. */
function placeLine(text: string | undefined, line: string | undefined): string | undefined {
  return text === undefined || line === undefined || text.includes(line) ? text : `${text} ${line}`;
}

/**
 * Resolves pieces with a lookup that answers undefined for an unknown id (and formats {line}); null when every
 * way holds an unknown id.
 */
export function showPieces(ways: readonly FeedPiece[][], lookup: (id: string, line?: string) => string | undefined): string | null {
  for (const way of ways) {
    let out = '';
    let known = true;
    for (const p of way) {
      const text = 'id' in p ? placeLine(lookup(p.id, p.line), p.line) : p.text;
      if (text === undefined) {
        known = false;
        break;
      }
      out += text;
    }
    if (known) {
      return out;
    }
  }
  return null;
}
