// Live matches on the bus (issue 32): after events of a match are stored (live/store.ts), one bus event carries the
// match's score after them and the moments among them, so every instance sends LIVE_SCORE and LIVE_EVENT without
// reading anything. A payload stays far below NOTIFY's 8000 bytes: at most MAX_MOMENTS moments travel (the latest;
// a burst larger than that — a feed clock moved by hours — is read from GET /api/v1/live/:matchId instead).
// Decoding is strict, with the messages' own declarations (schema/live-message.ts).
import { LIVE_MOMENTS, LiveEventMessage, LiveScoreMessage } from '../../../schema/live-message.ts';

export const MAX_MOMENTS = 20;

export interface LiveBusEvent {
  kind: 'live';
  score: LiveScoreMessage;
  moments: LiveEventMessage[];
}

const MOMENT_KINDS: ReadonlySet<string> = new Set(LIVE_MOMENTS);
export const isMoment = (kind: string): kind is LiveEventMessage['kind'] => MOMENT_KINDS.has(kind);

/** A bus payload's live event, or null when it is not exactly one. */
export function decodeLivePayload(v: Record<string, unknown>): LiveBusEvent | null {
  const { score, moments } = v;
  if (!LiveScoreMessage.is(score) || !Array.isArray(moments) || moments.length > MAX_MOMENTS) {
    return null;
  }
  const decoded: LiveEventMessage[] = [];
  for (const m of moments) {
    if (!LiveEventMessage.is(m) || m.match_id !== score.match_id) {
      return null;
    }
    decoded.push(m);
  }
  return { kind: 'live', score, moments: decoded };
}
