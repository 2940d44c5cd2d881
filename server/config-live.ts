// The live-betting settings (issue 32): how long a bet with an in-play leg is held before the server re-checks it
// and takes it (LIVE_BET_DELAYS, per sport id: 'sportId:ms' pairs, comma-separated). The delay is what lets a
// goal's suspension reach a bet placed on the old price before the bet is taken; the longest delay among a ticket's
// in-play legs applies. Defaults: football 6 s, basketball and tennis 4 s; a sport not listed takes football's.

/** Sport id → hold delay (ms). */
export type LiveDelays = Readonly<Record<string, number>>;

export const DEFAULT_LIVE_DELAYS: LiveDelays = { '1': 6_000, '2': 4_000, '5': 4_000 };
const MAX_DELAY_MS = 60_000;

/** LIVE_BET_DELAYS ('1:6000,2:4000') over the defaults; a malformed value stops the server at start. */
export function parseLiveDelays(raw: string | undefined): LiveDelays {
  const text = raw?.trim() ?? '';
  if (text === '') {
    return DEFAULT_LIVE_DELAYS;
  }
  const out: Record<string, number> = { ...DEFAULT_LIVE_DELAYS };
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,6}):(\d{1,6})\s*$/.exec(part);
    const ms = Number(m?.[2]);
    if (m === null || m[1] === undefined || !Number.isInteger(ms) || ms > MAX_DELAY_MS) {
      throw new Error(`LIVE_BET_DELAYS must be 'sportId:ms' pairs (ms from 0 to ${MAX_DELAY_MS}), comma-separated, got '${text}'`);
    }
    out[m[1]] = ms;
  }
  return out;
}

/** The delay of a ticket whose in-play legs are of these sports: the longest of theirs. */
export const delayOf = (delays: LiveDelays, sportIds: readonly string[]): number =>
  Math.max(0, ...sportIds.map((id) => delays[id] ?? delays['1'] ?? DEFAULT_LIVE_DELAYS['1'] ?? 6_000));

/**
 * Who writes the events of matches being played (LIVE_SOURCE): 'engine' (the default) plays every live match of the
 * demo feed on the server; 'feed' leaves them to a real feed's adapter (POST /api/admin/v1/feed/live). Either way the
 * in-play book prices what is written, every LIVE_TICK_MS.
 */
export type LiveSource = 'engine' | 'feed';

export function parseLiveSource(raw: string | undefined): LiveSource {
  const text = raw?.trim().toLowerCase() || 'engine';
  if (text !== 'engine' && text !== 'feed') {
    throw new Error(`LIVE_SOURCE must be 'engine' or 'feed', got '${text}'`);
  }
  return text;
}
