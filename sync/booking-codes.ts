// Booking codes (issue 18) as commands the UI emits: save the shown slot's picks as a code, load a code into a slip
// (from the slip's field or a /?booking=CODE link). Each registers the booking events first (their structs and
// materializers load with this chunk, not with the home route), then emits the intent; the promise resolves with the
// outcome event, for scripts and tests (the UI reads table booking).
import type { SlipSelection } from '../schema/betslip.ts';
import type { AppEvent } from '../schema/event.ts';
import { newCommandId } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import type { SyncEngine } from './engine.ts';
import { addBookingMaterializers } from './families/booking.ts';

type Engine = Pick<SyncEngine, 'emit' | 'events$'>;

export function requestBookingSave(
  engine: Engine,
  slot: number,
  selections: readonly SlipSelection[],
  now: () => number = Date.now,
): Promise<AppEvent> {
  addBookingMaterializers();
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({ type: 'v1.BookingSaveRequested', at: now(), source: 'user', payload: { commandId, slot, selections: [...selections] } });
  return done;
}

export function requestBookingLoad(engine: Engine, code: string, via: 'field' | 'link', now: () => number = Date.now): Promise<AppEvent> {
  addBookingMaterializers();
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({ type: 'v1.BookingLoadRequested', at: now(), source: 'user', payload: { commandId, code: code.trim(), via } });
  return done;
}

export function dismissBooking(engine: Engine, part: 'save' | 'load', now: () => number = Date.now): void {
  addBookingMaterializers();
  engine.emit({ type: 'v1.BookingDismissed', at: now(), source: 'user', payload: { part } });
}
