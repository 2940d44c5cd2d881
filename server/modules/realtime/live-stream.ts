// Live matches to every connection on this instance (issue 32), anonymous ones included. A moment (a goal, a card,
// a period) goes out the instant its bus event arrives, as LIVE_EVENT, with the match's LIVE_SCORE right after it;
// any other change of a match (a corner, a basket, a game, the clock) is coalesced: the newest score of each match
// waits for the next flush, at most one LIVE_SCORE per match per flushMs. A score older than one already sent
// (a lower seq: bus events of two writers crossing) is never sent after it. Each text is serialised once for all
// sockets; a socket whose buffer is backed up (bufferedAmount above maxBufferedBytes) skips a coalesced score — the
// next one carries the whole state — but never a moment.
import type { LiveScoreMessage } from '../../../schema/live-message.ts';
import type { Hub } from './hub.ts';
import type { LiveBusEvent } from './live-wire.ts';

const OPEN = 1;
const MAX_MATCHES_REMEMBERED = 10_000;

export interface LiveStreamOptions {
  flushMs?: number;
  maxBufferedBytes?: number;
}

export class LiveStream {
  readonly #hub: Hub;
  readonly #flushMs: number;
  readonly #maxBuffered: number;
  /** match id → the newest score not sent yet. */
  readonly #pending = new Map<string, LiveScoreMessage>();
  /** match id → seq of the newest score sent. */
  readonly #sent = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(hub: Hub, options: LiveStreamOptions = {}) {
    this.#hub = hub;
    this.#flushMs = options.flushMs ?? 1_000;
    this.#maxBuffered = options.maxBufferedBytes ?? 1_000_000;
  }

  push(event: LiveBusEvent): void {
    const id = event.score.match_id;
    if (event.score.seq < (this.#sent.get(id) ?? 0)) {
      return;
    }
    if (event.moments.length === 0) {
      const waiting = this.#pending.get(id);
      if (waiting === undefined || waiting.seq <= event.score.seq) {
        this.#pending.set(id, event.score);
      }
      this.#arm();
      return;
    }
    for (const moment of event.moments) {
      this.#broadcast(JSON.stringify(moment), true);
    }
    const waiting = this.#pending.get(id);
    this.#pending.delete(id);
    const newest = waiting !== undefined && waiting.seq > event.score.seq ? waiting : event.score;
    this.#sendScore(newest, true);
  }

  /** Sends every waiting score (the timer's job; tests call it). */
  flush(): void {
    const scores = [...this.#pending.values()];
    this.#pending.clear();
    for (const score of scores) {
      if (score.seq >= (this.#sent.get(score.match_id) ?? 0)) {
        this.#sendScore(score, false);
      }
    }
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    this.#pending.clear();
  }

  #sendScore(score: LiveScoreMessage, always: boolean): void {
    this.#sent.delete(score.match_id);
    this.#sent.set(score.match_id, score.seq);
    if (this.#sent.size > MAX_MATCHES_REMEMBERED) {
      // The match least recently sent: long over (a day holds a few hundred live matches).
      this.#sent.delete(this.#sent.keys().next().value ?? '');
    }
    this.#broadcast(JSON.stringify(score), always);
  }

  #broadcast(text: string, always: boolean): void {
    for (const peer of this.#hub.peers()) {
      if (peer.socket.readyState === OPEN && (always || peer.socket.bufferedAmount <= this.#maxBuffered)) {
        peer.socket.send(text);
      }
    }
  }

  #arm(): void {
    if (this.#timer !== null || this.#stopped) {
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush();
    }, this.#flushMs);
    this.#timer.unref();
  }
}
