// Formats one message of our catalogues from the ICU AST it was parsed to at build time
// (build/messages-plugin.ts). It replaces react-intl at runtime: react-intl's createIntl and every
// IntlMessageFormat call Intl.NumberFormat.supportedLocalesOf, which starts ICU — a long task on the home
// page's first render on a cheap phone — and we use none of its number/date formatting. Here no Intl object
// is created unless a plural is formatted, and then only one PluralRules and one NumberFormat per locale.
import type { MessageFormatElement, PluralElement, TYPE } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number>;

// The parser's TYPE enum values, as numeric constants: importing the enum itself (a runtime object) would pull
// the parser module into the client bundle. Typed as the enum members so `el.type === …` narrows the union.
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;
const NUMBER = 2 as TYPE.number;
const DATE = 3 as TYPE.date;
const TIME = 4 as TYPE.time;
const SELECT = 5 as TYPE.select;
const PLURAL = 6 as TYPE.plural;
const POUND = 7 as TYPE.pound;
const TAG = 8 as TYPE.tag;

const language = (locale: string): string => (locale.split('-')[0] ?? '').toLowerCase();

/**
 * An Intl formatter for `locale`, or for 'en' when the engine lacks the locale's data: Chromium's ICU has no
 * om or ti, and would silently use the device's default locale instead (its plural categories, even its
 * digits), so we check the resolved locale rather than trusting the constructor. Never throws.
 */
function withFallback<F extends { resolvedOptions(): { locale: string } }>(locale: string, make: (l: string) => F): F {
  try {
    const formatter = make(locale);
    if (language(formatter.resolvedOptions().locale) === language(locale)) {
      return formatter;
    }
  } catch {
    // An invalid locale tag: English rules below.
  }
  return make('en');
}

const pluralRulesCache = new Map<string, Intl.PluralRules>();
const numberFormatCache = new Map<string, Intl.NumberFormat>();

function pluralRules(locale: string, type: Intl.PluralRuleType = 'cardinal'): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRulesCache.get(key);
  if (!rules) {
    rules = withFallback(locale, (l) => new Intl.PluralRules(l, { type }));
    pluralRulesCache.set(key, rules);
  }
  return rules;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormatCache.get(locale);
  if (!format) {
    format = withFallback(locale, (l) => new Intl.NumberFormat(l));
    numberFormatCache.set(locale, format);
  }
  return format;
}

// biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the client is built for ES2020 (vite.config.ts)
const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The text of a pre-parsed message with its values. A value the message needs but is not given leaves its
 * `{name}` in the text (a visible slip beats a crash on a player's screen); formatting never throws.
 */
export function formatMessage(ast: readonly MessageFormatElement[], values: MessageValues | undefined, locale: string): string {
  return formatElements(ast, values ?? {}, locale, undefined);
}

function formatElements(ast: readonly MessageFormatElement[], values: MessageValues, locale: string, count: number | undefined): string {
  let text = '';
  for (const el of ast) {
    text += formatElement(el, values, locale, count);
  }
  return text;
}

/** `count` is the enclosing plural's value minus its offset, which `#` shows. */
function formatElement(el: MessageFormatElement, values: MessageValues, locale: string, count: number | undefined): string {
  if (el.type === LITERAL) {
    return el.value;
  }
  if (el.type === POUND) {
    return count === undefined ? '' : numberFormat(locale).format(count);
  }
  if (el.type === TAG) {
    // Rich text is not supported (useT returns a string): a tag shows its children's text.
    // tests/i18n/format.test.ts fails if a catalogue uses tags, so nothing relies on this.
    return formatElements(el.children, values, locale, count);
  }
  const value = own(values, el.value) ? values[el.value] : undefined;
  if (value === undefined || value === null) {
    return `{${el.value}}`;
  }
  switch (el.type) {
    case ARGUMENT:
    // Number, date and time styles would need Intl formatters we deliberately do not ship; a test keeps
    // them out of the catalogues, so the plain value is only a safety net.
    case NUMBER:
    case DATE:
    case TIME:
      return String(value);
    case SELECT: {
      // Like IntlMessageFormat, a `#` inside a select is not the outer plural's count.
      const key = String(value);
      const option = own(el.options, key) ? el.options[key] : el.options.other;
      return option ? formatElements(option.value, values, locale, undefined) : `{${el.value}}`;
    }
    case PLURAL:
      return formatPlural(el, value, values, locale);
    default:
      return '';
  }
}

function formatPlural(el: PluralElement, value: string | number, values: MessageValues, locale: string): string {
  const n = Number(value);
  const exact = `=${value}`;
  // An exact key (`=0`) wins without asking Intl, so such a message creates no PluralRules.
  let option = own(el.options, exact) ? el.options[exact] : undefined;
  if (!option) {
    const category = pluralRules(locale, el.pluralType).select(n - (el.offset || 0));
    option = own(el.options, category) ? el.options[category] : el.options.other;
  }
  return option ? formatElements(option.value, values, locale, n - (el.offset || 0)) : `{${el.value}}`;
}
