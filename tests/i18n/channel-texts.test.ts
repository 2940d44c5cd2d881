// The channels' words (issue 34): every English key has its Amharic, Afan Oromo and Tigrinya, with the same {values};
// Amharic and Tigrinya in Ethiopic script, Afan Oromo in Latin (Qubee). say() never shows a key.
import { describe, expect, it } from 'vitest';
import { CHANNEL_TEXTS, say, sayRefusal, sportName } from '../../server/modules/channels/core/texts.ts';
import { EN, type ChannelTextKey } from '../../server/modules/channels/core/texts/en.ts';
import { TICKET_CODES } from '../../src/components/command-text.ts';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';

const valuesOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
const ETHIOPIC = /[\u1200-\u137f]/;
/** Texts that are only values, codes or brand words, the same in every language. */
const LANGUAGE_FREE = (text: string): boolean =>
  !/[A-Za-z]{3,}/.test(
    text
      .replace(/\{\w+\}/g, '')
      .replace(
        /\b(ETB|BirrBet|USSD|SMS|PIN|OK|YES|BAL|HELP|STOP|LAST|CHECK|JP|NOTIFY|LANG|GAMES|TOP|ON|OFF|AM|EN|OR|TI|Telegram|Telebirr|LotoFoot)\b/g,
        '',
      ),
  );

describe('channel texts', () => {
  for (const language of ['am', 'or', 'ti'] as const) {
    it(`has every key in ${language}, with its values`, () => {
      const texts = CHANNEL_TEXTS[language];
      const missing = (Object.keys(EN) as ChannelTextKey[]).filter((key) => texts[key] === undefined);
      expect(missing).toEqual([]);
      for (const [key, english] of Object.entries(EN) as [ChannelTextKey, string][]) {
        const text = texts[key] ?? '';
        expect(valuesOf(text), `${language} ${key}`).toEqual(valuesOf(english));
        if (language !== 'or' && !LANGUAGE_FREE(english)) {
          expect(text, `${language} ${key}`).toMatch(ETHIOPIC);
        }
      }
    });
  }

  it("words the bet refusals as the web's slip does, in every language", () => {
    const web = { en, am, or, ti } as Record<string, Record<string, string>>;
    for (const language of ['en', 'am', 'or', 'ti'] as const) {
      for (const [code, id] of Object.entries(TICKET_CODES)) {
        const key = `refusal.${code}` as ChannelTextKey;
        if (code !== 'VALIDATION_FAILED' && code !== 'INSUFFICIENT_BALANCE') {
          expect(say(language, key), `${language} ${code}`).toBe(web[language]?.[id]);
        }
      }
    }
    expect(EN['refusal.INSUFFICIENT_BALANCE']).toBe(en['slip.err.balance']);
  });

  it("names the sports as the web's sports list does", () => {
    const web = { en, am, or, ti } as Record<string, Record<string, string>>;
    for (const language of ['en', 'am', 'or', 'ti'] as const) {
      expect(sportName(language, 'Soccer')).toBe(web[language]?.['sport.soccer']);
      expect(sportName(language, 'Ice Hockey')).toBe(web[language]?.['sport.ice hockey']);
    }
    expect(sportName('am', 'Soccer')).toBe('እግር ኳስ');
    expect(sportName('en', 'Soccer')).toBe('Football');
    expect(sportName('ti', 'Kabaddi')).toBe('Kabaddi');
  });

  it('fills values and words a refusal by its code, or keeps the English it came with', () => {
    expect(say('en', 'refusal.PIN_WRONG', { left: 2 })).toBe('Wrong PIN. 2 tries left.');
    expect(sayRefusal('am', { code: 'PIN_LOCKED', message: 'x', values: { minutes: 5 } })).toMatch(ETHIOPIC);
    expect(sayRefusal('am', { code: 'SOMETHING_NEW', message: 'Supplier says no' })).toBe('Supplier says no');
  });
});
