// Our formatter of pre-parsed catalogues (src/i18n/format.ts) gives exactly what IntlMessageFormat (the
// engine under react-intl, which it replaced) gives, for every message of all four catalogues; plus the
// cases the catalogues do not hold yet and the id fallbacks. format-intl.test.ts covers its use of Intl.
import { describe, it, expect, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { formatMessage, type MessageValues } from '../../src/i18n/format.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import { intlLocale } from '../../src/i18n/languages.ts';
import type { MessageId } from '../../src/i18n/messages.ts';

const catalogues = { en, am, or, ti } as Record<'en' | 'am' | 'or' | 'ti', Record<string, string>>;
const PLURAL_VALUES = [0, 1, 2, 5, 21];

/** Every element of a message, nested ones included. */
function* walk(ast: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const el of ast) {
    yield el;
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) {
        yield* walk(option.value);
      }
    } else if (el.type === TYPE.tag) {
      yield* walk(el.children);
    }
  }
}

/** Value sets covering every argument: each plural count, each select key, strings and a number for the rest. */
function valueSets(ast: MessageFormatElement[]): MessageValues[] {
  let sets: MessageValues[] = [{}, {}];
  const seen = new Set<string>();
  for (const el of walk(ast)) {
    if (el.type === TYPE.pound || el.type === TYPE.literal || el.type === TYPE.tag || seen.has(el.value)) {
      continue;
    }
    seen.add(el.value);
    const name = el.value;
    if (el.type === TYPE.plural) {
      sets = sets.flatMap((s) => PLURAL_VALUES.map((n) => ({ ...s, [name]: n })));
    } else if (el.type === TYPE.select) {
      sets = sets.flatMap((s) => [...Object.keys(el.options), 'unlisted'].map((k) => ({ ...s, [name]: k })));
    } else {
      // A string in one set, a number in the other (counts like {n} are often passed as numbers).
      sets = sets.map((s, i) => ({ ...s, [name]: i % 2 ? 7 : `‹${name}›` }));
    }
  }
  return sets;
}

describe('formatMessage matches IntlMessageFormat', () => {
  for (const [lang, messages] of Object.entries(catalogues)) {
    it(`for every message of ${lang}`, () => {
      const locale = intlLocale(lang as keyof typeof catalogues);
      let compared = 0;
      for (const [id, source] of Object.entries(messages)) {
        const ast = parse(source);
        for (const values of valueSets(ast)) {
          const expected = new IntlMessageFormat(source, locale).format(values);
          expect(formatMessage(ast, values, locale), `${lang} ${id} ${JSON.stringify(values)}`).toBe(expected);
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(Object.keys(messages).length);
    });
  }

  it('uses no number, date, time or tag element, which format.ts only stubs', () => {
    const stubbed = new Set<number>([TYPE.number, TYPE.date, TYPE.time, TYPE.tag]);
    const used: string[] = [];
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const [id, source] of Object.entries(messages)) {
        if ([...walk(parse(source))].some((el) => stubbed.has(el.type))) {
          used.push(`${lang} ${id}`);
        }
      }
    }
    expect(used).toEqual([]);
  });

  it('keeps the parser TYPE values format.ts hard-codes', () => {
    expect([TYPE.literal, TYPE.argument, TYPE.number, TYPE.date, TYPE.time, TYPE.select, TYPE.plural, TYPE.pound, TYPE.tag]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });
});

describe('formatMessage', () => {
  const f = (source: string, values?: MessageValues, locale = 'en'): string => formatMessage(parse(source), values, locale);

  it('formats plurals: exact keys, categories, # and offset', () => {
    const m = '{n, plural, =0 {no bets} one {# bet} other {# bets}}';
    expect([0, 1, 2, 1000].map((n) => f(m, { n }))).toEqual(['no bets', '1 bet', '2 bets', '1,000 bets']);
    const o = '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}';
    expect([0, 1, 2, 3].map((n) => f(o, { n, name: 'Abebe' }))).toEqual(['nobody', 'Abebe', 'Abebe and 1 other', 'Abebe and 2 others']);
    expect(f('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  it('formats select, falling back to other', () => {
    const m = '{side, select, home {Home wins} away {Away wins} other {Draw}}';
    expect(['home', 'away', 'x'].map((side) => f(m, { side }))).toEqual(['Home wins', 'Away wins', 'Draw']);
  });

  it('leaves a missing value as {name} and never throws', () => {
    expect(f('Stake {amount} on {n, plural, one {# pick} other {# picks}}')).toBe('Stake {amount} on {n}');
    expect(f('{side, select, home {H} other {O}}', {})).toBe('{side}');
    expect(f('Hi {toString}')).toBe('Hi {toString}');
  });

  it('shows number/date values plainly and a tag as its text', () => {
    expect(f('{n, number} at {d, date, short}: <b>bold {x}</b>', { n: 1234.5, d: 'today', x: 1 })).toBe('1234.5 at today: bold 1');
  });
});

describe('createTranslator', () => {
  const english = { 'nav.home': parse('Home'), 'slip.count': parse('{n} picks') };
  const amharic = { 'nav.home': parse('ዋና ገጽ') };

  it('falls back to English, then to the id, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTranslator(amharic, 'am', english);
    expect(t('nav.home' as MessageId)).toBe('ዋና ገጽ');
    expect(t('slip.count' as MessageId, { n: 3 })).toBe('3 picks');
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('sees ids added to the catalogue after it was made (lazy parts arrive in place)', () => {
    const catalogue: Record<string, MessageFormatElement[]> = { ...amharic };
    const t = createTranslator(catalogue, 'am', english);
    Object.assign(catalogue, { 'slip.count': parse('{n} ምርጫዎች') });
    expect(t('slip.count' as MessageId, { n: 2 })).toBe('2 ምርጫዎች');
  });
});

describe('client bundle', () => {
  it('src/ imports the ICU parser for its types only', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
    const runtime = files(resolve(import.meta.dirname, '../../src'))
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(@formatjs\/[^']+|react-intl|intl-messageformat)'/gms)].map(
          (m) => `${file}: ${m[1]}`,
        ),
      );
    expect(runtime).toEqual([]);
  });
});
