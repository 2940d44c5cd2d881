// Booking codes (issue 18): save a slip's picks as a short code (anonymous, signed, limited per address) and read
// a code back with each pick's price now. Unknown codes are 404 BOOKING_CODE_NOT_FOUND, expired ones 410
// BOOKING_CODE_EXPIRED, anything outside the alphabet or length 400 VALIDATION_FAILED.
import { type } from 'superstruct';
import type { Refusal } from '../endpoint.ts';
import { endpoint, List, type FieldFailure } from '../endpoint.ts';
import { BookingCodeCreated, BookingCodeDetail, BookingCodeText } from '../booking-code.ts';
import { MAX_SELECTIONS, TicketSelectionWire } from './tickets.ts';
import { ApiError } from './wire.ts';

export const BookingCodeBody = type({ selections: List(TicketSelectionWire, 1, MAX_SELECTIONS) });

function selectionsText({ path, value }: FieldFailure): string {
  if (path.length > 1) {
    return `Selection ${Number(path[1]) + 1} needs match_id, market_id, outcome_id and numeric odds`;
  }
  return Array.isArray(value) && value.length > MAX_SELECTIONS
    ? `A booking code may have at most ${MAX_SELECTIONS} selections`
    : 'At least one selection is required';
}

export const BOOKING_TOO_MANY = 'Too many booking codes from this address. Please try again later';

/** The ticket rules a saved pick must pass (the code stores the server's price, so ODDS_CHANGED is not one). */
const SAVE_REFUSALS: Refusal[] = [
  ...['INVALID_SELECTIONS', 'VALIDATION_FAILED', 'DUPLICATE_MATCH', 'MATCH_NOT_FOUND', 'MATCH_NOT_ACTIVE', 'MATCH_STARTING_SOON'].map((code) => ({
    status: 400,
    code,
  })),
  ...['MARKET_NOT_FOUND', 'MARKET_NOT_ACTIVE', 'INVALID_ODDS'].map((code) => ({ status: 400, code })),
  { status: 429, code: 'TOO_MANY_BOOKING_CODES', text: BOOKING_TOO_MANY },
];

export const CreateBookingCode = endpoint({
  id: 'createBookingCode',
  method: 'POST',
  path: '/api/v1/booking-codes',
  tag: 'booking-codes',
  access: 'signed',
  summary:
    "Save a slip's picks as a 6-character booking code, valid until the first of its matches starts. No session; " +
    'each pick must be open (ticket rules); the code keeps the server’s prices of now.',
  body: BookingCodeBody,
  invalid: { selections: { code: 'INVALID_SELECTIONS', text: selectionsText } },
  responses: { 201: BookingCodeCreated, 400: ApiError, 429: ApiError },
  refusals: SAVE_REFUSALS,
});

export const GetBookingCode = endpoint({
  id: 'getBookingCode',
  method: 'GET',
  path: '/api/v1/booking-codes/:code',
  tag: 'booking-codes',
  access: 'public',
  summary:
    "A booking code's picks with each one's price now: state open (same price), changed (saved_odds → odds) or " +
    'closed (odds null). Lower-case codes are accepted.',
  params: type({ code: BookingCodeText }),
  responses: { 200: BookingCodeDetail, 400: ApiError, 404: ApiError, 410: ApiError },
  refusals: [
    { status: 400, code: 'VALIDATION_FAILED', text: 'Invalid request: code is not valid' },
    { status: 404, code: 'BOOKING_CODE_NOT_FOUND', text: 'Booking code not found' },
    { status: 410, code: 'BOOKING_CODE_EXPIRED', text: 'This booking code has expired' },
  ],
});

export const BOOKING_CODE_ENDPOINTS = [CreateBookingCode, GetBookingCode] as const;
