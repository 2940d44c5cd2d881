// The date style (issue 18) for components: the setting in the store (set only through v1.DateStyleChanged), the
// player's switches, and the style a visit starts in. Formatting itself honours it in src/i18n/calendar.ts; the
// choice is kept by sync/date-style.ts persistDateStyle (storage and the `dates` cookie for the server).
import { useEngine, useStore, useValue } from './hooks.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import type { AppData } from '../../sync/store.ts';
import { DATE_STYLE_STORAGE_KEY, parseDateStyle, type DateStyle } from '../../sync/date-style.ts';
import { loadEthiopianNames } from '../i18n/calendar.ts';

function useDateStyleSetting(): DateStyle {
  return parseDateStyle(`${useValue('calendar')}.${useValue('clock')}`);
}

type Flip = (style: DateStyle) => DateStyle;

/**
 * The player changes the style (an intent: kept for later visits and for the server's next page), once the names
 * it shows are here — so the screen changes once, straight to the new style. The flip applies to the style in force
 * when it lands, not the one on screen at the tap: two quick taps (calendar, then clock) both wait for the names, and
 * the second must not undo the first.
 */
const chooseDateStyle = (engine: SyncEngine, current: () => DateStyle, flip: Flip): Promise<void> =>
  loadEthiopianNames()
    .catch(() => undefined)
    .then(() => engine.emit({ type: 'v1.DateStyleChanged', at: Date.now(), source: 'user', payload: flip(current()) }));

const flipCalendar: Flip = (s) => ({ ...s, calendar: s.calendar === 'ethiopian' ? 'gregorian' : 'ethiopian' });
const flipClock: Flip = (s) => ({ ...s, clock: s.clock === 'local' ? '24h' : 'local' });

interface Switches {
  toggleCalendar: () => Promise<void>;
  toggleClock: () => Promise<void>;
}

/** The two switches over the store's style (apart from React, so a test can tap them as a player would). */
export function dateStyleSwitches(engine: SyncEngine, store: Pick<AppData['store'], 'getValue'>): Switches {
  const current = (): DateStyle => parseDateStyle(`${store.getValue('calendar')}.${store.getValue('clock')}`);
  return {
    toggleCalendar: () => chooseDateStyle(engine, current, flipCalendar),
    toggleClock: () => chooseDateStyle(engine, current, flipClock),
  };
}

/** The style and its two switches, for a settings control. */
export function useDateStyleSwitches(): { style: DateStyle; toggleCalendar: () => void; toggleClock: () => void } {
  const engine = useEngine();
  const store = useStore();
  const style = useDateStyleSetting();
  if (!store) {
    return { style, toggleCalendar: () => undefined, toggleClock: () => undefined };
  }
  const switches = dateStyleSwitches(engine, store);
  return { style, toggleCalendar: () => void switches.toggleCalendar(), toggleClock: () => void switches.toggleClock() };
}

/** The style a visit starts in: the kept choice, else the one the server rendered (its cookie), else the default. */
export function startingDateStyle(storage: Pick<Storage, 'getItem'>, serverRendered: string | undefined): DateStyle {
  let stored: string | null = null;
  try {
    stored = storage.getItem(DATE_STYLE_STORAGE_KEY);
  } catch {
    // storage refused (private mode): no kept choice
  }
  return parseDateStyle(stored ?? serverRendered);
}
