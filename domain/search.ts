// Search for a team, league or sport (issue 29): the one folding and matching rule the client (over its store)
// and the server (over the catalogue) both use, so a name found on one side is found on the other. Folding
// is case- and accent-insensitive for Latin scripts ('atletico' finds 'Atlético', 'bodo' 'Bodø/Glimt') and
// folds the Ethiopic letters written interchangeably (ሐ/ኀ/ሀ, ሠ/ሰ, ዐ/አ, ፀ/ጸ, and ሃ/ኣ for ሀ/አ), so 'ሀዋሳ' and
// 'ሐዋሳ' are one name. A name matches when every word of the query starts a word of the name ('man utd' does
// not, 'man united' does). Pure: no I/O; the names in other languages are in search-names.ts.

// Latin letters NFKD does not take apart.
const LATIN_EXTRA: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** Ethiopic rows (8 code points from the given start) written in place of another: the row they fold to. */
const ETHIOPIC_ROWS: ReadonlyArray<[from: number, to: number]> = [
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
];

function foldEthiopic(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  for (const [from, to] of ETHIOPIC_ROWS) {
    if (code >= from && code < from + 8) {
      return foldEthiopic(String.fromCodePoint(to + code - from));
    }
  }
  // The 4th order of ሀ and አ (ሃ, ኣ) is how Tigrinya and many writers spell the 1st: one letter for the search.
  return code === 0x1203 ? 'ሀ' : code === 0x12a3 ? 'አ' : ch;
}

/** A name or a query as the search compares it: lower case, no accents, Ethiopic homophones folded, words by one space. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđłıþ]/g, (c) => LATIN_EXTRA[c] ?? c)
    .replace(/[\u1200-\u137f]/gu, foldEthiopic)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query's words once folded (empty when it holds no letter or digit). */
export const queryWords = (query: string): string[] => foldName(query).split(' ').filter(Boolean);

/** Whether a folded name holds every query word at the start of one of its words. */
export function foldedMatches(foldedName: string, words: readonly string[]): boolean {
  if (words.length === 0 || foldedName === '') {
    return false;
  }
  const nameWords = foldedName.split(' ');
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

/** Whether any of the names (a name and its names in other languages) matches the query's words. */
export const anyNameMatches = (names: Iterable<string>, words: readonly string[]): boolean => {
  for (const name of names) {
    if (foldedMatches(foldName(name), words)) {
      return true;
    }
  }
  return false;
};
