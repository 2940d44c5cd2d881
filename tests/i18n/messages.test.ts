// Every message exists in all four languages, keeps its placeholders, and is written in the right
// script: Ethiopic for Amharic and Tigrinya, Latin (Qubee) for Afan Oromo.
import { describe, it, expect } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';

const catalogues: Record<string, Record<string, string>> = { am, or, ti };
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const ETHIOPIC = /[\u1200-\u137F]/;
const LATIN_ONLY_IDS = new Set([
  'app.name',
  'odds.home',
  'odds.draw',
  'odds.away',
  'screen.abcd',
  'screen.crazyRocket',
  'screen.crazyBall',
  'screen.inbet',
  'nav.lotofoot',
  'screen.lotofoot',
]);

describe('message catalogues', () => {
  for (const [lang, messages] of Object.entries(catalogues)) {
    it(`${lang} has exactly the English ids, each non-empty with the same placeholders`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(en)) {
        expect(messages[id], id).toBeTruthy();
        expect(placeholders(messages[id] ?? ''), id).toEqual(placeholders(text));
        expect(() => parse(messages[id] ?? '')).not.toThrow();
      }
    });
  }

  it('Amharic and Tigrinya are in Ethiopic script, Afan Oromo in Latin script', () => {
    for (const id of Object.keys(en)) {
      if (!LATIN_ONLY_IDS.has(id) && !/^\d|^[1X2]$/.test(am[id as keyof typeof am])) {
        expect(am[id as keyof typeof am], `am ${id}`).toMatch(ETHIOPIC);
        expect(ti[id as keyof typeof ti], `ti ${id}`).toMatch(ETHIOPIC);
      }
      expect(or[id as keyof typeof or], `or ${id}`).not.toMatch(ETHIOPIC);
    }
    expect(am['nav.home']).not.toBe(ti['nav.home']);
  });
});

describe('refusal texts the player can see', () => {
  it('every ticket refusal code of spec §8 has a message whose English is its text', async () => {
    const { TICKET_ERRORS } = await import('../../domain/ticket-errors.ts');
    const { TICKET_CODES } = await import('../../src/components/command-text.ts');
    for (const [code, text] of Object.entries(TICKET_ERRORS)) {
      const id = TICKET_CODES[code as keyof typeof TICKET_ERRORS];
      expect((en as Record<string, string>)[id], code).toBe(text);
    }
  });
});
