// Responsible-gaming texts (issue 29) in all four languages: a deposit limit's period reads as words ('per day',
// 'per week', 'per month'; never 'per 1 days'), and the end of a self-exclusion or a limit's change is written as
// every other date of the app: dd/MM/yyyy HH:mm, in the Ethiopian calendar with the local clock when chosen.
import { parse } from '@formatjs/icu-messageformat-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import am from '../../src/i18n/messages/am.json';
import en from '../../src/i18n/messages/en.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import { formatNumericDateTime, loadEthiopianNames, setDateDisplay, setRenderOffset } from '../../src/i18n/calendar.ts';
import { formatWhen, periodText, rgCodeText } from '../../src/screens/responsible-gaming/rg-text.ts';

const compile = (catalogue: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const english = compile(en);
const translators = {
  en: createTranslator(english, 'en', english),
  am: createTranslator(compile(am), 'am', english),
  or: createTranslator(compile(or), 'or', english),
  ti: createTranslator(compile(ti), 'ti', english),
};
/** Each language's words for the three periods, as a native reader writes them. */
const PERIODS = {
  en: ['per day', 'per week', 'per month'],
  am: ['በቀን', 'በሳምንት', 'በወር'],
  or: ['guyyaatti', 'torbanitti', "ji'aan"],
  ti: ['ብመዓልቲ', 'ብሰሙን', 'ብወርሒ'],
} as const;
// 2026-11-24 09:30 in Addis Ababa (UTC+3): Hidar 15, 2019 in the Ethiopian calendar, 3:30 in the morning's count.
const AT = Date.UTC(2026, 10, 24, 6, 30);

beforeAll(async () => {
  await loadEthiopianNames();
  setRenderOffset(180);
});
afterAll(() => {
  setRenderOffset(null);
  setDateDisplay(false, false, 'en');
});

describe('a deposit limit refusal', () => {
  for (const [lang, t] of Object.entries(translators)) {
    it(`names the period in words in ${lang}`, () => {
      const words = PERIODS[lang as keyof typeof PERIODS];
      [1, 7, 30].forEach((days, i) => {
        const text = rgCodeText(t, 'DEPOSIT_LIMIT_EXCEEDED', { remaining: 100.5, limit: 300.5, period_days: days }) ?? '';
        expect(text).toContain(words[i]);
        expect(text).toContain('100.50');
        expect(text).toContain('300.50');
        expect(text).not.toMatch(/\{|\b1 days|per 1\b|\b7 days|\b30 days/);
        expect(periodText(t, days)).toBe(words[i]);
      });
    });
  }

  it('reads per day, per week and per month in English, whole', () => {
    const t = translators.en;
    expect(rgCodeText(t, 'DEPOSIT_LIMIT_EXCEEDED', { remaining: 100.5, limit: 300.5, period_days: 1 })).toBe(
      'This deposit is above your deposit limit. You can deposit at most 100.50 ETB more now (limit 300.50 ETB per day).',
    );
    expect(periodText(t, 14)).toBe('per 14 days');
  });
});

describe('the dates of responsible gaming', () => {
  it('follow the Gregorian 24-hour style by default', () => {
    setDateDisplay(false, false, 'en');
    expect(formatWhen(AT)).toBe('24/11/2026 09:30');
    expect(rgCodeText(translators.en, 'SELF_EXCLUDED', { until: AT })).toBe(
      'You have excluded yourself from betting, deposits and games until 24/11/2026 09:30.',
    );
  });

  for (const [lang, t] of Object.entries(translators)) {
    it(`follow the Ethiopian calendar and local clock when chosen, in ${lang}`, () => {
      setDateDisplay(true, true, lang as 'en');
      const shown = formatNumericDateTime(AT);
      expect(shown).toMatch(/^15\/03\/2019 3:30 /);
      expect(formatWhen(AT)).toBe(shown);
      expect(formatWhen(new Date(AT).toISOString())).toBe(shown);
      const text = rgCodeText(t, 'SELF_EXCLUDED', { until: AT }) ?? '';
      expect(text).toContain(shown);
      expect(text).not.toContain('2026');
    });
  }
});
