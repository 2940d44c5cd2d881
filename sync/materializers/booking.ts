// Materializers of booking codes (issue 18): the save (row 'save') and the load (row 'load') of table booking, and the
// slip a loaded code fills. Invariants: an outcome lands only on the command it answers (same commandId), so a late
// answer never overwrites a newer one, and a second request while one is in flight changes nothing; a loaded code
// fills the shown slot when it is empty, else the first empty slot (shown from then on), else replaces the shown
// slot's picks — never a slot's stake — with its open and changed picks at the price of now; a closed pick is not
// added, and the report keeps every pick's state for the slip to show. Loaded with the booking chunk
// (sync/families/booking.ts), not with the home route.
import { SLIP_SLOTS } from '../../schema/betslip.ts';
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import { INDEX, type AppData } from '../store.ts';
import { writeSlot } from './betslip.ts';
import { LOAD_ROW, picksKey, SAVE_ROW, type ReportLine } from '../read/booking.ts';

const IDLE = { status: '', code: '', expires_at: 0, slot: 0, report: '', error: '', http_status: 0, message: '' } as const;

const inFlight = ({ store }: AppData, row: string): boolean => store.getCell('booking', row, 'status') === 'submitting';
const answers = ({ store }: AppData, row: string, commandId: string): boolean => store.getCell('booking', row, 'command_id') === commandId;

function saveRequested(data: AppData, p: PayloadOf<'v1.BookingSaveRequested'>): void {
  if (!inFlight(data, SAVE_ROW)) {
    data.store.setRow('booking', SAVE_ROW, {
      ...IDLE,
      status: 'submitting',
      command_id: p.commandId,
      slot: p.slot,
      picks_key: picksKey(p.selections),
    });
  }
}

function saved(data: AppData, p: PayloadOf<'v1.BookingSaved'>): void {
  if (answers(data, SAVE_ROW, p.commandId)) {
    data.store.setPartialRow('booking', SAVE_ROW, {
      ...IDLE,
      slot: data.store.getCell('booking', SAVE_ROW, 'slot') ?? 0,
      status: 'saved',
      code: p.code,
      expires_at: Date.parse(p.expiresAt) || 0,
    });
  }
}

function refused(data: AppData, row: string, p: PayloadOf<'v1.BookingSaveRefused'>): void {
  if (answers(data, row, p.commandId)) {
    data.store.setPartialRow('booking', row, { status: 'refused', error: p.code, http_status: p.status, message: p.message ?? '' });
  }
}

function loadRequested(data: AppData, p: PayloadOf<'v1.BookingLoadRequested'>): void {
  if (!inFlight(data, LOAD_ROW)) {
    data.store.setRow('booking', LOAD_ROW, { ...IDLE, status: 'submitting', command_id: p.commandId, code: p.code, via: p.via });
  }
}

/** The shown slot when empty, else the first empty one, else the shown one. */
function targetSlot({ store, indexes }: AppData): number {
  const shown = store.getValue('slip_active') ?? 0;
  const empty = (slot: number): boolean => indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, String(slot)).length === 0;
  if (empty(shown)) {
    return shown;
  }
  return Array.from({ length: SLIP_SLOTS }, (_, i) => i).find(empty) ?? shown;
}

function loaded(data: AppData, p: PayloadOf<'v1.BookingLoaded'>, at: number): void {
  if (!answers(data, LOAD_ROW, p.commandId)) {
    return;
  }
  const taken = p.picks.filter((x) => x.state !== 'closed' && x.odds !== null).map((x) => ({ ...x.selection, odds: x.odds ?? x.selection.odds }));
  const slot = targetSlot(data);
  if (taken.length > 0) {
    writeSlot(data, slot, taken, at);
    data.store.setCell('slips', String(slot), 'reference', '');
    data.store.setValue('slip_active', slot);
  }
  const report: ReportLine[] = p.picks.map((x) => ({
    match: x.selection.matchName,
    market: x.selection.marketName,
    outcome: x.selection.outcomeName,
    state: x.state,
    savedOdds: x.savedOdds,
    odds: x.odds,
  }));
  data.store.setPartialRow('booking', LOAD_ROW, {
    ...IDLE,
    status: 'loaded',
    code: p.code,
    expires_at: Date.parse(p.expiresAt) || 0,
    slot,
    report: JSON.stringify(report),
  });
}

function dismissed(data: AppData, p: PayloadOf<'v1.BookingDismissed'>): void {
  const row = p.part === 'save' ? SAVE_ROW : LOAD_ROW;
  if (!inFlight(data, row)) {
    data.store.delRow('booking', row);
  }
}

export const BOOKING_MATERIALIZERS: FamilyDeclaration<'booking'>['materializers'] = {
  'v1.BookingSaveRequested': saveRequested,
  'v1.BookingSaved': saved,
  'v1.BookingSaveRefused': (data, p) => refused(data, SAVE_ROW, p),
  'v1.BookingLoadRequested': loadRequested,
  'v1.BookingLoaded': loaded,
  'v1.BookingLoadRefused': (data, p) => refused(data, LOAD_ROW, p),
  'v1.BookingDismissed': dismissed,
};
