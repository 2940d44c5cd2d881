// The live feed's boundary (issue 32): POST /api/admin/v1/feed/live, where a real feed's adapter (or an operator)
// writes the events of matches being played, one or a few at a time. The declaration checks every shape that does
// not depend on the stored match or on the event's kind; the route (server/modules/live/feed-routes.ts) checks the
// rest (the match exists and is being played, a side exactly on the kinds that have one, points only on a score)
// before anything is written. An event is idempotent by (match_id, event_id): a feed may resend freely.
import { enums, integer, literal, nullable, number, optional, size, type } from 'superstruct';
import { endpoint, List, type FieldFailure } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { MAX_FEED_ID, PrintableId } from './admin-feed.ts';
import { OPERATOR_REFUSALS, pathText } from './operator.ts';
import { ApiError } from './wire.ts';

export const MAX_LIVE_EVENTS_PER_REQUEST = 500;
export const MAX_PERIOD = 20;
/** The match clock's bound: 6 h, longer than any match the timeline models (a five-set tennis match included). */
export const MAX_CLOCK_MS = 6 * 60 * 60 * 1000;
/** Real time since kick-off: a day, so a match suspended for hours still takes its late events. */
export const MAX_AT_MS = 24 * 60 * 60 * 1000;

/** server/modules/live/timeline.ts LiveEventKind, as a list (the route proves the two equal at compile time). */
export const LIVE_EVENT_KINDS = [
  'period_start',
  'period_end',
  'goal',
  'penalty',
  'yellow_card',
  'red_card',
  'corner',
  'shot',
  'dangerous_attack',
  'score',
  'game',
  'match_end',
] as const;
/** The kinds that belong to no side (the rest need one). */
export const SIDELESS_KINDS: readonly (typeof LIVE_EVENT_KINDS)[number][] = ['period_start', 'period_end', 'match_end'];

const Whole = (min: number, max: number, description?: string) =>
  annotated(size(integer(), min, max), { minimum: min, maximum: max, ...(description === undefined ? {} : { description }) });

export const LiveEventWire = type({
  event_id: annotated(PrintableId, { description: "The feed's own id of the event, unique within the match: a repeat is skipped" }),
  match_id: PrintableId,
  kind: enums(LIVE_EVENT_KINDS),
  side: optional(nullable(enums(['home', 'away']))),
  period: Whole(1, MAX_PERIOD, 'The period from 1: football half, basketball quarter (overtimes after), tennis set'),
  clock_ms: Whole(0, MAX_CLOCK_MS, 'The match clock at the event; football counts on across halves (45:00 at the second kick-off)'),
  at_ms: optional(nullable(Whole(0, MAX_AT_MS, "Real time since kick-off; default now minus the match's start time"))),
  points: optional(nullable(Whole(1, 3, "A basketball score's points; 1 (the default) for every other kind"))),
});

const SHAPES: Readonly<Record<string, string>> = {
  kind: `must be one of ${LIVE_EVENT_KINDS.join(', ')}`,
  side: "must be 'home', 'away' or null",
  period: `must be a whole number from 1 to ${MAX_PERIOD}`,
  clock_ms: `must be a whole number of ms from 0 to ${MAX_CLOCK_MS} (6 h)`,
  at_ms: `must be a whole number of ms from 0 to ${MAX_AT_MS} (24 h), or absent`,
  points: 'must be a whole number from 1 to 3, or absent',
};

function eventsText({ path, value }: FieldFailure): string {
  if (path.length === 1) {
    return `events must be a list of 1 to ${MAX_LIVE_EVENTS_PER_REQUEST} events`;
  }
  const at = pathText(path.slice(0, 2));
  if (path.length === 2) {
    return `${at} must be an object`;
  }
  const field = String(path[2]);
  const shape = SHAPES[field];
  if (shape !== undefined) {
    return `${at}.${field} ${value === undefined ? 'is required and ' : ''}${shape}`;
  }
  return `${at}.${field} must be a non-empty string of at most ${MAX_FEED_ID} printable characters`;
}

export const LiveFeedAnswer = type({ success: literal(true), stored: number(), skipped: number() });

export const WriteLiveEvents = endpoint({
  id: 'writeLiveEvents',
  method: 'POST',
  path: '/api/admin/v1/feed/live',
  tag: 'operator',
  access: 'operator',
  permission: 'feed.write',
  summary:
    "Writes the events of matches being played, in order, after each match's last one (seq 1, 2, 3…). side is " +
    "'home' or 'away' for every kind but period_start, period_end and match_end (which have none). An event_id " +
    "already stored for its match, and anything after a match's match_end, is skipped. Every entry is checked " +
    'first (the match exists, 404; has kicked off and not ended, 409); then each match is written in one step. A ' +
    'match written here is never played by the embedded engine.',
  body: type({ events: List(LiveEventWire, 1, MAX_LIVE_EVENTS_PER_REQUEST) }),
  invalid: { events: { code: 'VALIDATION_FAILED', text: eventsText } },
  responses: { 200: LiveFeedAnswer, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'MATCH_NOT_STARTED' },
    { status: 409, code: 'MATCH_ENDED' },
    ...OPERATOR_REFUSALS,
  ],
});

export const LIVE_FEED_ENDPOINTS = [WriteLiveEvents] as const;
