// Client events of live matches (issue 32): the two live reads answered (GET /api/v1/live, GET /api/v1/live/:matchId)
// and the two live socket messages received (LIVE_SCORE, LIVE_EVENT). Every payload is the server's own declaration
// (schema/endpoints/live.ts, schema/live-message.ts), so an event is decoded with exactly what the server validates
// with. These structs load with the live chunk (sync/live.ts), not the home route: schema/event.ts knows their types
// and takes them at run time through addEventPayloads (sync/families/live.ts).
import { assign, string, type } from 'superstruct';
import { LiveMatchAnswer, LiveMatchesAnswer } from './endpoints/live.ts';
import { LiveEventMessage, LiveScoreMessage } from './live-message.ts';

const Key = type({ key: string() });

export const LiveEventPayloads = {
  /** GET /api/v1/live: the matches in play, by kick-off, each with its scoreboard at the answer's `at`. */
  'v1.LiveMatchesLoaded': assign(Key, LiveMatchesAnswer),
  /** GET /api/v1/live/:matchId: one match's scoreboard, stats and the events so far. */
  'v1.LiveMatchLoaded': assign(Key, LiveMatchAnswer),
  /** A LIVE_SCORE frame, as the socket decoded it: a match's scoreboard after its event `seq`. */
  'v1.LiveScoreReceived': LiveScoreMessage,
  /** A LIVE_EVENT frame, as the socket decoded it: one moment of play (a goal, a card, a period). */
  'v1.LiveEventReceived': LiveEventMessage,
} as const;
