// Every USSD screen of every menu in every language fits the gateways' 182 characters (issue 34) — walked through
// the endpoint as a player would, and each dictionary text filled with the longest values it can carry. A screen
// the endpoint had to cut ends with '…': none may.
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TEXTS, fillText } from '../../server/modules/channels/core/texts.ts';
import { EN } from '../../server/modules/channels/core/texts/en.ts';
import { CHANNEL_LANGUAGES, type ChannelLanguage } from '../../server/modules/channels/core/types.ts';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { USSD_MAX } from '../../server/modules/channels/ussd/screen.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { useTestApp } from './helpers.ts';
import { freshPhone } from './payments-helpers.ts';
import { PIN, USSD_ENV, ussdPlayer, walk } from './channels-ussd-helpers.ts';

const t = useTestApp({ env: USSD_ENV });

// The LotoFoot path walks the open week's screens.
beforeAll(async () => {
  await ensureOpenWeeks(t.app.db, t.clock.now);
});

const LANGUAGE_DIGIT: Record<ChannelLanguage, string> = { en: '1', am: '2', or: '3', ti: '4' };
const USSD_KEYS = Object.keys(EN).filter((k) => k.startsWith('ussd.') || k.startsWith('refusal.PIN') || k === 'common.help');

/** The longest value each placeholder takes on a screen. */
const LONGEST: Record<string, string> = {
  phone: '+251911000000',
  ussd: '*804#',
  support: '+251 11 558 0000',
  amount: '9999999.00',
  cash: '99999999.99',
  bonus: '99999.99',
  points: '99999.99',
  stake: '100000.00',
  vat: '13043.48',
  tax: '99999.99',
  win: '9999999.99',
  paid: '9999999.99',
  odds: '9999.99',
  n: '30',
  left: '2',
  minutes: '1440',
  ref: 'BB-ABCDEFGHIJ',
  picks: '1X21X12',
  period: '',
  type: '',
  status: '',
  home: 'Wolaitta Dicha',
  away: 'Ethiopian Coffee',
  day: '99999.00 (99999.00)',
  week: '99999.00 (99999.00)',
  month: '99999.00 (99999.00)',
  until: '2027-05-21',
  code: '123456789',
  pick: 'X',
};

function fits(screens: readonly string[]): void {
  for (const s of screens) {
    expect(s.length, s).toBeLessThanOrEqual(USSD_MAX);
    expect(s.endsWith('…'), s).toBe(false);
  }
}

describe('the dictionaries', () => {
  it.each(CHANNEL_LANGUAGES)('%s has every USSD key, and each fits a screen with its longest values and the navigation line', (lang) => {
    const texts = CHANNEL_TEXTS[lang] as Record<string, string>;
    for (const key of USSD_KEYS) {
      const text = texts[key];
      expect(text, `${lang} ${key}`).toBeDefined();
      const words = (name: string): string => (name in LONGEST && LONGEST[name] !== '' ? (LONGEST[name] ?? '') : longestWord(lang, name));
      const filled = fillText(text ?? '', Object.fromEntries([...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => [m[1], words(m[1] ?? '')])));
      const nav = texts['ussd.nav'] ?? '';
      expect(`CON ${filled}\n${nav}`.length, `${lang} ${key}: ${filled}`).toBeLessThanOrEqual(USSD_MAX);
    }
  });
});

function longestWord(lang: ChannelLanguage, name: string): string {
  const texts = CHANNEL_TEXTS[lang] as Record<string, string>;
  const prefix = name === 'period' ? 'ussd.period.' : name === 'status' ? 'ussd.status.' : name === 'type' ? 'ussd.' : '';
  const options =
    name === 'type'
      ? [texts['ussd.single'], texts['ussd.multiple']]
      : Object.entries(texts)
          .filter(([k]) => k.startsWith(prefix))
          .map(([, v]) => v);
  return options.reduce<string>((a, b) => ((b ?? '').length > a.length ? (b ?? '') : a), '');
}

describe.each(CHANNEL_LANGUAGES)('walking every menu in %s', (lang) => {
  it('a phone without an account: language, welcome, registration, help, refusals', async () => {
    fits(await walk(t.app, freshPhone(), [LANGUAGE_DIGIT[lang], '1', '1', '0000', '12a', '4821', '4822']));
    fits(await walk(t.app, freshPhone(), [LANGUAGE_DIGIT[lang], '1', '2']));
    fits(await walk(t.app, freshPhone(), [LANGUAGE_DIGIT[lang], '2', '0', '3', '9', '4']));
    fits(await walk(t.app, freshPhone(), [LANGUAGE_DIGIT[lang], '1', '1', '4821', '4821']));
  });

  it('a registered phone: every main-menu path to its confirmation, then cancel', async () => {
    const p = await ussdPlayer(t.app, 100_000_00, lang);
    const [a, b] = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 2 });
    const paths: string[][] = [
      ['77', '3', '0', '10', '00', '11', '1'],
      ['2', '1', '1', '1', '2', 'x', '50', '1111', PIN, '2'],
      ['1', '99999999', String(a?.code), '2', '1', String(b?.code), '1', '2', '1000000', '50', PIN, '1'],
      ['4'],
      ['5', 'NOPE'],
      ['6', 'abc', '100', PIN, '2'],
      ['7', '100', PIN, '2'],
      ['8', '1', '2', '3', '1', '2', '3', '1', PIN, '2'],
      ['9', '1', '0', '2', '1', PIN, '2'],
      ['9', '2', '5', PIN, '2'],
    ];
    for (const path of paths) {
      fits(await walk(t.app, p.phone, path));
    }
    const mine = await walk(t.app, p.phone, ['4']);
    fits(mine);
    expect(mine[1]).toMatch(/BB-/);
    const jp = await walk(t.app, p.phone, ['8', '1', '2', '3', '1', '2', '3', '1', PIN, '1']);
    fits(jp);
    expect(jp.at(-1)).toMatch(/LF-[A-Z2-7]{10}/);
  });
});
