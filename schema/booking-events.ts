// Client events of booking codes (issue 18): saving the shown slot as a code and loading a code into a slip, each a
// command: v1.BookingSaveRequested → v1.BookingSaved {code, expiresAt} | v1.BookingSaveRefused {code, status};
// v1.BookingLoadRequested → v1.BookingLoaded {picks with their state now} | v1.BookingLoadRefused (status 0: the
// client's own check, e.g. a malformed code, or no answer). A loaded pick carries the slip's selection at the price of
// now and how it stands (open, changed from savedOdds, closed: not added). These structs load with the booking chunk,
// not the home route: schema/event.ts knows their types and takes them at run time through addEventPayloads.
import { array, enums, nullable, number, optional, record, string, type } from 'superstruct';
import { SlipSelection } from './betslip.ts';
import { BookingState } from './booking-code.ts';

const Refusal = { code: string(), status: number(), message: optional(string()), values: optional(record(string(), number())) };

/** How a load was asked for: the slip's field, or a shared link /?booking=CODE (the slip then opens by itself). */
export const BookingVia = enums(['field', 'link']);

export const LoadedPick = type({ selection: SlipSelection, state: BookingState, savedOdds: number(), odds: nullable(number()) });

export const BookingEventPayloads = {
  'v1.BookingSaveRequested': type({ commandId: string(), slot: number(), selections: array(SlipSelection) }),
  'v1.BookingSaved': type({ commandId: string(), code: string(), expiresAt: string() }),
  'v1.BookingSaveRefused': type({ commandId: string(), ...Refusal }),
  'v1.BookingLoadRequested': type({ commandId: string(), code: string(), via: BookingVia }),
  'v1.BookingLoaded': type({ commandId: string(), code: string(), expiresAt: string(), picks: array(LoadedPick) }),
  'v1.BookingLoadRefused': type({ commandId: string(), ...Refusal }),
  /** The player closed the saved code or the load's report: that part goes back to idle. */
  'v1.BookingDismissed': type({ part: enums(['save', 'load']) }),
} as const;
