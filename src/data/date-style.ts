// The date style (issue 18) for components: the setting in the store (set only through v1.DateStyleChanged), the
// player's switches, and the style a visit starts in. Formatting itself honours it in src/i18n/calendar.ts; the
// choice is kept by sync/date-style.ts persistDateStyle (storage and the `dates` cookie for the server).
import { useEngine, useValue } from './hooks.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { DATE_STYLE_STORAGE_KEY, parseDateStyle, type DateStyle } from '../../sync/date-style.ts';
import { loadEthiopianNames } from '../i18n/calendar.ts';

function useDateStyleSetting(): DateStyle {
  return parseDateStyle(`${useValue('calendar')}.${useValue('clock')}`);
}

/**
 * The player changes the style (an intent: kept for later visits and for the server's next page), once the names
 * it shows are here — so the screen changes once, straight to the new style.
 */
const chooseDateStyle = (engine: SyncEngine, style: DateStyle): Promise<void> =>
  loadEthiopianNames()
    .catch(() => undefined)
    .then(() => engine.emit({ type: 'v1.DateStyleChanged', at: Date.now(), source: 'user', payload: style }));

/** The style and its two switches, for a settings control. */
export function useDateStyleSwitches(): { style: DateStyle; toggleCalendar: () => void; toggleClock: () => void } {
  const engine = useEngine();
  const style = useDateStyleSetting();
  return {
    style,
    toggleCalendar: () => void chooseDateStyle(engine, { ...style, calendar: style.calendar === 'ethiopian' ? 'gregorian' : 'ethiopian' }),
    toggleClock: () => void chooseDateStyle(engine, { ...style, clock: style.clock === 'local' ? '24h' : 'local' }),
  };
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
