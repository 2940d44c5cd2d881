// The date style (issue 18) replayed from tests/streams/broken/date-style.jsonl: the store follows each valid
// v1.DateStyleChanged (a bad calendar or a missing clock is dropped), only the player's own choices are kept (storage and
// the cookie the server reads), the start style prefers the kept choice, and the dates drawn from the store's style
// are the Ethiopian ones (src/i18n/calendar.ts, fed as I18nProvider feeds it).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createApiClient } from '../../sync/http.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { DATE_STYLE_STORAGE_KEY, parseDateStyle, persistDateStyle } from '../../sync/date-style.ts';
import { dateStyleSwitches, startingDateStyle } from '../../src/data/date-style.ts';
import { formatDay, formatNumericDateTime, formatTime, loadEthiopianNames, setDateDisplay, setRenderOffset } from '../../src/i18n/calendar.ts';
import { pageDateStyle } from '../../server/modules/pages/request-hints.ts';
import { cardDate, pickDate } from '../../src/screens/lotofoot-history/dates.ts';
import { recordedStream } from './stream.ts';

const { lines, quiet, replayUpTo } = recordedStream('broken/date-style');
const style = (data: ReturnType<typeof createAppData>) => [data.store.getValue('calendar'), data.store.getValue('clock')];

describe('replaying date-style.jsonl', () => {
  it('applies the valid events and drops the malformed ones', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: 5, dropped: 2 });
  });

  it('the store follows each choice; Gregorian 24-hour by default', () => {
    expect(style(createAppData())).toEqual(['gregorian', '24h']);
    expect(style(replayUpTo('v1.DateStyleChanged', 1))).toEqual(['gregorian', '24h']);
    expect(style(replayUpTo('v1.DateStyleChanged', 2))).toEqual(['ethiopian', '24h']);
    expect(style(replayUpTo('v1.DateStyleChanged', 3))).toEqual(['ethiopian', 'local']);
    // 'julian' and a payload without a clock change nothing.
    expect(style(replayUpTo('v1.LanguageSelected', 2))).toEqual(['ethiopian', 'local']);
  });
});

describe('dates drawn from the replayed style', () => {
  beforeAll(() => loadEthiopianNames());
  afterEach(() => {
    setDateDisplay(false, false, 'en');
    setRenderOffset(null);
  });
  // Friday 11 September 2026, 07:30 in Addis Ababa: Meskerem 1, 2019.
  const newYear = Date.UTC(2026, 8, 11, 4, 30);

  it('Ethiopian calendar and local time once chosen, in the language', () => {
    const data = replayUpTo('v1.DateStyleChanged', 3);
    setRenderOffset(180);
    setDateDisplay(data.store.getValue('calendar') === 'ethiopian', data.store.getValue('clock') === 'local', 'am');
    expect(formatDay(newYear, 'am')).toBe('ዓርብ 01 መስከረም 2019');
    expect(formatTime(newYear)).toBe('1:30 ጠዋት');
    expect(formatNumericDateTime(newYear)).toBe('01/01/2019 1:30 ጠዋት');
    expect(formatDay(newYear, 'or')).toBe('Jim 01 Fulbaana 2019');
    expect(formatTime(Date.UTC(2026, 8, 11, 16, 5), 'en')).toBe('1:05 evening');
    expect(formatDay(Date.UTC(2026, 8, 10, 12), 'ti')).toBe('ሓሙ 05 ጳጉሜን 2018');
    // The LotoFoot history's cards and picks too.
    expect(cardDate('2026-09-11T04:30:00Z', 'en')).toBe('01 Meskerem 2019, 1:30 morning');
    expect(pickDate('2026-09-11T04:30:00Z', 'ti')).toBe('መስከረም 01, 1:30 ንግሆ');
  });

  it('Gregorian and 24-hour before', () => {
    const data = replayUpTo('v1.DateStyleChanged', 1);
    setRenderOffset(180);
    setDateDisplay(data.store.getValue('calendar') === 'ethiopian', data.store.getValue('clock') === 'local', 'am');
    expect(formatDay(newYear, 'en')).toBe('Fri 11 Sep 2026');
    expect(formatTime(newYear)).toBe('07:30');
    expect(formatNumericDateTime(newYear)).toBe('11/09/2026 07:30');
    expect(cardDate('2026-09-11T04:30:00Z', 'en')).toBe('11 Sep 2026, 07:30');
    expect(pickDate('2026-09-11T04:30:00Z', 'en')).toBe('Sep 11, 07:30');
  });
});

describe('keeping the choice', () => {
  it("keeps only the player's choices, in storage and the cookie", () => {
    const data = createAppData();
    const api = createApiClient({
      baseUrl: 'http://x.test',
      merchantId: 'm',
      apiKey: 'k',
      fetch: (() => Promise.reject(new Error('no'))) as typeof fetch,
    });
    const engine = createSyncEngine(data, api, { merchantId: 'm', log: () => undefined });
    const stored = new Map<string, string>();
    const cookies: string[] = [];
    persistDateStyle(engine, { setItem: (k, v) => stored.set(k, v) }, (text) => cookies.push(text));
    engine.emit({ type: 'v1.DateStyleChanged', at: 1, source: 'system', payload: { calendar: 'ethiopian', clock: '24h' } });
    expect(cookies).toEqual([]);
    engine.emit({ type: 'v1.DateStyleChanged', at: 2, source: 'user', payload: { calendar: 'ethiopian', clock: 'local' } });
    expect(style(data)).toEqual(['ethiopian', 'local']);
    expect(stored.get(DATE_STYLE_STORAGE_KEY)).toBe('ethiopian.local');
    expect(cookies).toEqual(['ethiopian.local']);
    engine.dispose();
  });

  it('two quick taps (calendar, then clock, before the names have loaded) both hold; a third takes one back', async () => {
    const data = createAppData();
    const api = createApiClient({
      baseUrl: 'http://x.test',
      merchantId: 'm',
      apiKey: 'k',
      fetch: (() => Promise.reject(new Error('no'))) as typeof fetch,
    });
    const engine = createSyncEngine(data, api, { merchantId: 'm', log: () => undefined });
    const switches = dateStyleSwitches(engine, data.store);
    await Promise.all([switches.toggleCalendar(), switches.toggleClock()]);
    expect(style(data)).toEqual(['ethiopian', 'local']);
    await switches.toggleCalendar();
    expect(style(data)).toEqual(['gregorian', 'local']);
    engine.dispose();
  });

  it('starts from the kept choice, else the server page, else the default; the server reads the same cookie', () => {
    const storage = (v: string | null) => ({ getItem: () => v });
    expect(startingDateStyle(storage('gregorian.local'), 'ethiopian.24h')).toEqual({ calendar: 'gregorian', clock: 'local' });
    expect(startingDateStyle(storage(null), 'ethiopian.24h')).toEqual({ calendar: 'ethiopian', clock: '24h' });
    expect(
      startingDateStyle(
        {
          getItem: () => {
            throw new Error('private');
          },
        },
        undefined,
      ),
    ).toEqual({ calendar: 'gregorian', clock: '24h' });
    expect(parseDateStyle('junk')).toEqual({ calendar: 'gregorian', clock: '24h' });
    expect(pageDateStyle('lang=am; dates=ethiopian.local; tzo=180')).toEqual({ calendar: 'ethiopian', clock: 'local' });
    expect(pageDateStyle('xdates=ethiopian.local')).toEqual({ calendar: 'gregorian', clock: '24h' });
    expect(pageDateStyle(undefined)).toEqual({ calendar: 'gregorian', clock: '24h' });
  });
});
