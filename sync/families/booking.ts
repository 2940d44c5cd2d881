// The booking-code family (issue 18): saving a slot as a code and loading a code into a slip, two commands. Loaded
// with the booking chunk, not with the home route.
import { BookingEventPayloads } from '../../schema/booking-events.ts';
import { BOOKING_MATERIALIZERS } from '../materializers/booking.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const bookingFamily = defineFamily('booking', {
  payloads: BookingEventPayloads,
  materializers: BOOKING_MATERIALIZERS,
  commands: {
    'v1.BookingSaveRequested': {
      handler: () => import('../booking-command.ts').then((m) => m.saveCommand),
      outcomes: ['v1.BookingSaved', 'v1.BookingSaveRefused'],
      failed: (p) => ({ type: 'v1.BookingSaveRefused', payload: { commandId: p.commandId, ...HANDLER_FAILED } }),
    },
    'v1.BookingLoadRequested': {
      handler: () => import('../booking-command.ts').then((m) => m.loadCommand),
      outcomes: ['v1.BookingLoaded', 'v1.BookingLoadRefused'],
      failed: (p) => ({ type: 'v1.BookingLoadRefused', payload: { commandId: p.commandId, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addBookingMaterializers = (): void => registerFamily(bookingFamily);
