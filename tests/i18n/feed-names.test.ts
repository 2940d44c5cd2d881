// The feed's English words in the player's language (domain/feed-terms.ts + src/i18n/feed-names.ts): lines and
// scores kept as the feed wrote them, 1/X/2 labels untouched, unknown names shown as they came (never blank),
// and every market, outcome, group and country name the demo feed can send known in all four catalogues.
import { describe, it, expect } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';
import { feedNames } from '../../src/i18n/feed-names.ts';
import { countryId, groupId, marketPieces, outcomeParts, outcomePieces, showPieces, termSlug } from '../../domain/feed-terms.ts';
import { allFixturesBetween, ANCHOR_MS, CATEGORIES, priceMatch } from '../../server/modules/catalog/feed/index.ts';

const compile = (catalogue: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const catalogues = { en, am, or, ti } as Record<string, Record<string, string>>;
const english = compile(en);
const names = (lang: string) => feedNames(createTranslator(compile(catalogues[lang] ?? {}), lang, english));
const [enN, amN, orN, tiN] = ['en', 'am', 'or', 'ti'].map(names) as [
  ReturnType<typeof names>,
  ReturnType<typeof names>,
  ReturnType<typeof names>,
  ReturnType<typeof names>,
];

describe('feed names in the player language', () => {
  it('makes stable ids', () => {
    expect(termSlug(' Winner (incl. overtime and penalties) ')).toBe('winner-incl-overtime-and-penalties');
    expect(termSlug('1X2 & Both Teams to Score')).toBe('1x2-both-teams-to-score');
    expect(countryId('International Clubs')).toBe('country.international-clubs');
    expect(groupId('1st Half')).toBe('feed.group.1st-half');
  });

  it('keeps the line of a market and of an outcome as the feed wrote it', () => {
    expect(amN.market('Total Goals 2.5')).toBe('ጠቅላላ ጎሎች 2.5');
    expect(orN.market('Asian Handicap -1.5')).toBe('Haandikaappii Eeshiyaa -1.5');
    expect(tiN.market('Handicap 0:1')).toBe('ሃንዲካፕ 0:1');
    expect(amN.market('1X2 & Total 2.5')).toBe('1X2 እና ጠቅላላ ጎሎች 2.5');
    expect(orN.market('1st Half - Total 0.5')).toBe('Walakkaa Jalqabaa - Goolii Waliigalaa 0.5');
    expect(amN.outcome('Over 2.5')).toBe('ከ2.5 በላይ');
    expect(orN.outcome('Under 10.5')).toBe('10.5 gadi');
    expect(tiN.outcome('Over 225.5')).toBe('ልዕሊ 225.5');
    expect(enN.outcome('Under 2.5')).toBe('Under 2.5');
    expect(enN.market('Total Goals 2.5')).toBe('Total Goals 2.5');
  });

  it('translates each part of a combined outcome and leaves 1/X/2, scores and lines alone', () => {
    expect(amN.outcome('1 & Over 2.5')).toBe('1 & ከ2.5 በላይ');
    expect(orN.outcome('X & Yes')).toBe('X & Eeyyee');
    expect(tiN.outcome('2 & No')).toBe('2 & ኣይፋል');
    for (const neutral of ['1', 'X', '2', '1X', '12', 'X2', '1/X', '2:1', '6+', '1 (+1.5)', 'X (0:1)', '2 (-0.5)']) {
      expect(amN.outcome(neutral)).toBe(neutral);
      expect(orN.outcome(neutral)).toBe(neutral);
    }
  });

  it('shows a name no catalogue knows as the feed sent it, never blank', () => {
    expect(amN.market('Player to Score First')).toBe('Player to Score First');
    expect(amN.market('Corners 9.5')).toBe('Corners 9.5');
    expect(orN.outcome('Arsenal')).toBe('Arsenal');
    expect(tiN.outcome('Arsenal & Over 2.5')).toBe('Arsenal & ልዕሊ 2.5');
    expect(tiN.group('Specials')).toBe('Specials');
    expect(amN.country('Tanzania')).toBe('Tanzania');
    expect(amN.country('')).toBe('');
    expect(showPieces(marketPieces('Mystery 1.5'), () => undefined)).toBeNull();
  });

  it('translates groups and countries', () => {
    expect(amN.group('Main')).toBe('ዋና');
    expect(orN.group('Team Totals')).toBe('Waliigala Garee');
    expect(tiN.country('Spain')).toBe('ስጳኛ');
    expect(orN.country('International Clubs')).toBe('Kilaboota Idil-addunyaa');
  });

  it('knows every market, outcome, group and country the demo feed sends, in all four languages', () => {
    const markets = new Set<string>();
    const outcomes = new Set<string>();
    const groups = new Set<string>();
    for (const f of allFixturesBetween(ANCHOR_MS, ANCHOR_MS + 14 * 86_400_000)) {
      for (const m of priceMatch(f)) {
        markets.add(m.name);
        groups.add(m.groupName);
        for (const o of m.outcomes) {
          outcomes.add(o.name);
        }
      }
    }
    expect(markets.size).toBeGreaterThan(40);
    // Tour names (ATP, WTA) are the feed's own, like league names.
    const countries = CATEGORIES.map((c) => c.name).filter((n) => !/^(ATP|WTA)$/.test(n));
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      const find = (id: string) => (id in catalogue ? (catalogue[id] ?? '') : undefined);
      const missing = [
        ...[...markets].filter((n) => showPieces(marketPieces(n), find) === null),
        ...[...outcomes].flatMap(outcomeParts).filter((n) => showPieces(outcomePieces(n), find) === null),
        ...[...groups].filter((n) => find(groupId(n)) === undefined),
        ...countries.filter((n) => find(countryId(n)) === undefined),
      ];
      expect(missing, lang).toEqual([]);
    }
    // Other languages never show the English words for them (a real translation, not a copy).
    for (const shown of [amN, orN, tiN]) {
      for (const n of groups) {
        expect(shown.group(n), n).not.toBe(n);
      }
      for (const n of countries) {
        expect(shown.country(n), n).not.toBe(n);
      }
      for (const n of [...markets].filter((m) => m !== '1X2')) {
        expect(shown.market(n), n).not.toBe(n);
      }
    }
  });
});
