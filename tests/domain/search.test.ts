// The search's one matching rule (domain/search.ts) and its names in other languages (domain/search-names.ts):
// folding of case, accents and Ethiopic homophones; every query word starting a word of the name; and the sport
// and country names the server matches are exactly the catalogues' sport.* and country.* texts (no drift).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anyNameMatches, foldName, foldedMatches, queryWords } from '../../domain/search.ts';
import { COUNTRY_NAMES, SPORT_NAMES, TEAM_NAMES, namesOf, sportNamesOf } from '../../domain/search-names.ts';

const catalogue = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../src/i18n/messages/${lang}.json`), 'utf8'));

describe('foldName', () => {
  it('folds case, accents and the Latin letters NFKD keeps whole', () => {
    expect(foldName('  Atlético   MADRID ')).toBe('atletico madrid');
    expect(foldName('Bodø/Glimt')).toBe('bodo glimt');
    expect(foldName('Mönchengladbach')).toBe('monchengladbach');
    expect(foldName('Brighton & Hove Albion')).toBe('brighton hove albion');
  });

  it('folds the Ethiopic letters written in place of each other', () => {
    expect(foldName('ሐዋሳ')).toBe(foldName('ሀዋሳ'));
    expect(foldName('ኀይሌ')).toBe(foldName('ሀይሌ'));
    expect(foldName('ሠላም')).toBe(foldName('ሰላም'));
    expect(foldName('ዐዲስ')).toBe(foldName('አዲስ'));
    expect(foldName('ፀሐይ')).toBe(foldName('ጸሀይ'));
    // Tigrinya's ኣ and Amharic's አ, and ሓ (ሐ's 4th order) with ሃ and ሀ
    expect(foldName('ኣመሪካ')).toBe(foldName('አመሪካ'));
    expect(foldName('ሓዋሳ')).toBe(foldName('ሀዋሳ'));
    // other letters stay apart
    expect(foldName('ቡና')).not.toBe(foldName('ባና'));
  });
});

describe('matching', () => {
  it('needs every query word at the start of a word of the name', () => {
    expect(foldedMatches(foldName('Manchester United'), queryWords('man united'))).toBe(true);
    expect(foldedMatches(foldName('Manchester United'), queryWords('man utd'))).toBe(false);
    expect(foldedMatches(foldName('Manchester United'), queryWords('chester'))).toBe(false);
    expect(foldedMatches(foldName('Arsenal'), queryWords(''))).toBe(false);
    expect(queryWords('%% --')).toEqual([]);
  });

  it("matches a club by any of its names ('ጊዮርጊስ' is Saint George) and a sport by its word ('football' is Soccer)", () => {
    expect(anyNameMatches(namesOf(TEAM_NAMES, 'Saint George'), queryWords('ጊዮርጊስ'))).toBe(true);
    expect(anyNameMatches(namesOf(TEAM_NAMES, 'Arsenal'), queryWords('ኣርሰናል'))).toBe(true);
    expect(anyNameMatches(namesOf(TEAM_NAMES, 'Unknown FC'), queryWords('unknown'))).toBe(true);
    expect(anyNameMatches(sportNamesOf('Soccer'), queryWords('football'))).toBe(true);
    expect(anyNameMatches(sportNamesOf('Basketball'), queryWords('ቅርጫት'))).toBe(true);
  });
});

describe('names in other languages', () => {
  it("sports' and countries' names are the catalogues' own texts in am, or and ti", () => {
    for (const lang of ['am', 'or', 'ti'] as const) {
      const texts = catalogue(lang);
      for (const [sport, names] of Object.entries(SPORT_NAMES)) {
        expect(names[lang], `${lang} ${sport}`).toBe(texts[`sport.${sport}`]);
      }
      for (const [country, names] of Object.entries(COUNTRY_NAMES)) {
        const id = `country.${country.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        expect(names[lang], `${lang} ${country}`).toBe(texts[id]);
      }
    }
  });

  it('every catalogue sport and country has its names here', () => {
    const ids = Object.keys(catalogue('en'));
    expect(ids.filter((id) => id.startsWith('sport.')).map((id) => id.slice(6))).toEqual(Object.keys(SPORT_NAMES));
    expect(ids.filter((id) => id.startsWith('country.')).length).toBe(Object.keys(COUNTRY_NAMES).length);
  });
});
