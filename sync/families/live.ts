// The live family (issue 32): the matches in play and one match's scoreboard, moments and stats, from the two live
// reads and the live socket's LIVE_SCORE and LIVE_EVENT. Loaded with the live chunk (sync/live.ts), never with the
// home route: until it is registered the socket drops those two messages unread (a Live screen reads on opening).
import { LiveEventPayloads } from '../../schema/live-events.ts';
import { liveEventReceived, liveMatchesLoaded, liveMatchLoaded, liveScoreReceived } from '../materializers/live.ts';
import { defineFamily } from './define.ts';
import { loaded } from './loaded.ts';
import { registerFamily } from './runtime.ts';

export const liveFamily = defineFamily('live', {
  payloads: LiveEventPayloads,
  materializers: {
    'v1.LiveMatchesLoaded': loaded(liveMatchesLoaded),
    'v1.LiveMatchLoaded': loaded(liveMatchLoaded),
    'v1.LiveScoreReceived': liveScoreReceived,
    'v1.LiveEventReceived': liveEventReceived,
  },
  commands: {},
  socket: { LIVE_SCORE: 'v1.LiveScoreReceived', LIVE_EVENT: 'v1.LiveEventReceived' },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addLiveFamily = (): void => registerFamily(liveFamily);
