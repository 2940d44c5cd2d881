// One normal form for every reference lookup (countries, clubs, leagues, sports), so 'Atlético Madrid',
// 'ATLETICO MADRID' and 'Atletico-Madrid' meet on one key. Accents go (NFD marks and the letters NFD keeps,
// such as ø, ł, ß), '&' reads 'and', 'St'/'St.' reads 'saint', any other punctuation becomes a space.
// Letters of every script survive (\p{L}), so an Ethiopic name still has a key and an abbreviation.

const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, accent-free words of `name`, joined by single spaces ('' for nothing usable). */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øłßæœđðþı]/g, (c) => LETTERS[c] ?? c)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word))
    .join(' ');
}

/** The words of a normalised name ([] for an empty one). */
export function wordsOf(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}
