// format.ts and Intl: plural rules and number formats fall back to English for locales the engine lacks
// (Chromium has no om or ti) without throwing, and no Intl object is created unless a plural needs one —
// creating one starts ICU, the long task react-intl cost the home page's first render on a cheap phone.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';

describe('plural rules for locales the browser lacks', () => {
  const realPluralRules = Intl.PluralRules;
  const realNumberFormat = Intl.NumberFormat;
  /** Swaps an Intl constructor (the lib typings call them read-only; the engine does not). */
  const swap = (name: 'PluralRules' | 'NumberFormat', value: unknown): void => {
    (Intl as Record<string, unknown>)[name] = value;
  };
  afterEach(() => {
    swap('PluralRules', realPluralRules);
    swap('NumberFormat', realNumberFormat);
    vi.resetModules();
  });

  it('uses English rules when om/ti resolve to another locale (Chromium: the device language)', async () => {
    // Like Chromium without om/ti data: the formatter silently takes the default locale, here Amharic.
    swap(
      'PluralRules',
      class extends realPluralRules {
        constructor(locale?: string | string[], options?: Intl.PluralRulesOptions) {
          super(locale === 'om' || locale === 'ti' ? 'am' : locale, options);
        }
      },
    );
    vi.resetModules();
    const { formatMessage: fresh } = await import('../../src/i18n/format.ts');
    const m = parse('{n, plural, one {# one} other {# other}}');
    // Amharic and Tigrinya call 0 "one"; English (the fallback) calls it "other".
    expect(fresh(m, { n: 0 }, 'ti')).toBe('0 other');
    expect(fresh(m, { n: 0 }, 'om')).toBe('0 other');
    expect(fresh(m, { n: 1 }, 'om')).toBe('1 one');
    expect(fresh(m, { n: 0 }, 'am')).toBe('0 one');
  });

  it('uses English rules when the Intl constructors throw', async () => {
    const throwing = (Real: typeof Intl.PluralRules | typeof Intl.NumberFormat) =>
      class extends (Real as typeof Intl.PluralRules) {
        constructor(locale?: string | string[], options?: Intl.PluralRulesOptions) {
          if (locale === 'ti') {
            throw new RangeError('Incorrect locale information provided');
          }
          super(locale, options);
        }
      };
    swap('PluralRules', throwing(realPluralRules));
    swap('NumberFormat', throwing(realNumberFormat));
    vi.resetModules();
    const { formatMessage: fresh } = await import('../../src/i18n/format.ts');
    expect(fresh(parse('{n, plural, one {# one} other {# other}}'), { n: 0 }, 'ti')).toBe('0 other');
  });

  it('creates no Intl object for a message without a plural, nor for an exact plural key', async () => {
    const made: string[] = [];
    swap(
      'PluralRules',
      class extends realPluralRules {
        constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
          made.push('PluralRules');
          super(...args);
        }
      },
    );
    swap('NumberFormat', function counted(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made.push('NumberFormat');
      return new realNumberFormat(...args);
    });
    vi.resetModules();
    const { formatMessage: fresh } = await import('../../src/i18n/format.ts');
    for (const [id, source] of Object.entries(en)) {
      if (!source.includes('plural')) {
        const values = Object.fromEntries([...source.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 7]));
        fresh(parse(source), values, 'am');
      } else {
        expect(['history.selections', 'search.matchCount']).toContain(id);
      }
    }
    expect(fresh(parse('{n, plural, =0 {none} other {some}}'), { n: 0 }, 'am')).toBe('none');
    expect(made).toEqual([]);
    fresh(parse('{n, plural, one {# one} other {# other}}'), { n: 3 }, 'am');
    fresh(parse('{n, plural, one {# one} other {# other}}'), { n: 4 }, 'am');
    expect(made).toEqual(['PluralRules', 'NumberFormat']);
  });
});
