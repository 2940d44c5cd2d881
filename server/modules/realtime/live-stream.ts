// Live matches to every connection on this instance (issue 32), anonymous ones included. A moment (a goal, a card,
// a period) goes out the instant its bus event arrives, as LIVE_EVENT, with the match's LIVE_SCORE right after it;
// any other change of a match (a corner, a basket, a game, the clock) is coalesced: the newest score of each match
// waits for the next flush, at most one LIVE_SCORE per match per flushMs. A score older than one already sent
// (a lower seq: bus events of two writers crossing) is never sent after it. Each text is serialised once for all
// sockets; a socket whose buffer is backed up (bufferedAmount above maxBufferedBytes) skips a coalesced score — the
// next one carries the whole state — but never a moment. A low-data socket (Peer.lite: the player's low-data mode)
// gets the coalesced scores at most once per liteFlushMs per match (5 s), moments still at once.
import type { LiveScoreMessage } from '../../../schema/live-message.ts';
import type { Hub } from './hub.ts';
import type { LiveBusEvent } from './live-wire.ts';

const OPEN = 1;
/** Which sockets a text goes to: every one, those not in low-data mode, or the low-data ones. */
type Audience = 'all' | 'full' | 'lite';
const MAX_MATCHES_REMEMBERED = 10_000;

export interface LiveStreamOptions {
  flushMs?: number;
  liteFlushMs?: number;
  maxBufferedBytes?: number;
}

export class LiveStream {
  readonly #hub: Hub;
  readonly #flushMs: number;
  readonly #maxBuffered: number;
  /** match id → the newest score not sent yet. */
  readonly #pending = new Map<string, LiveScoreMessage>();
  /** The same for low-data sockets, flushed less often. */
  readonly #pendingLite = new Map<string, LiveScoreMessage>();
  readonly #liteFlushMs: number;
  #liteTimer: NodeJS.Timeout | null = null;
  /** match id → seq of the newest score sent. */
  readonly #sent = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(hub: Hub, options: LiveStreamOptions = {}) {
    this.#hub = hub;
    this.#flushMs = options.flushMs ?? 1_000;
    this.#maxBuffered = options.maxBufferedBytes ?? 1_000_000;
    this.#liteFlushMs = options.liteFlushMs ?? 5_000;
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
      const waitingLite = this.#pendingLite.get(id);
      if (waitingLite === undefined || waitingLite.seq <= event.score.seq) {
        this.#pendingLite.set(id, event.score);
      }
      this.#arm();
      return;
    }
    for (const moment of event.moments) {
      this.#broadcast(JSON.stringify(moment), true, 'all');
    }
    const waiting = this.#pending.get(id);
    this.#pending.delete(id);
    this.#pendingLite.delete(id);
    const newest = waiting !== undefined && waiting.seq > event.score.seq ? waiting : event.score;
    this.#sendScore(newest, true);
  }

  /** Sends every waiting score to the sockets not in low-data mode (the timer's job; tests call it). */
  flush(): void {
    const scores = [...this.#pending.values()];
    this.#pending.clear();
    for (const score of scores) {
      if (score.seq >= (this.#sent.get(score.match_id) ?? 0)) {
        this.#sendScore(score, false, 'full');
      }
    }
  }

  /** Sends every waiting score to the low-data sockets (their slower timer's job; tests call it). */
  flushLite(): void {
    const scores = [...this.#pendingLite.values()];
    this.#pendingLite.clear();
    for (const score of scores) {
      if (score.seq >= (this.#sent.get(score.match_id) ?? 0)) {
        this.#broadcast(JSON.stringify(score), false, 'lite');
      }
    }
  }

  stop(): void {
    this.#stopped = true;
    for (const timer of [this.#timer, this.#liteTimer]) {
      if (timer !== null) {
        clearTimeout(timer);
      }
    }
    this.#timer = null;
    this.#liteTimer = null;
    this.#pending.clear();
    this.#pendingLite.clear();
  }

  #sendScore(score: LiveScoreMessage, always: boolean, to: Audience = 'all'): void {
    this.#sent.delete(score.match_id);
    this.#sent.set(score.match_id, score.seq);
    if (this.#sent.size > MAX_MATCHES_REMEMBERED) {
      // The match least recently sent: long over (a day holds a few hundred live matches).
      this.#sent.delete(this.#sent.keys().next().value ?? '');
    }
    this.#broadcast(JSON.stringify(score), always, to);
  }

  #broadcast(text: string, always: boolean, to: Audience): void {
    for (const peer of this.#hub.peers()) {
      if (to !== 'all' && (peer.lite === true) !== (to === 'lite')) {
        continue;
      }
      if (peer.socket.readyState === OPEN && (always || peer.socket.bufferedAmount <= this.#maxBuffered)) {
        peer.socket.send(text);
      }
    }
  }

  #arm(): void {
    if (this.#stopped) {
      return;
    }
    if (this.#liteTimer === null) {
      this.#liteTimer = setTimeout(() => {
        this.#liteTimer = null;
        this.flushLite();
      }, this.#liteFlushMs);
      this.#liteTimer.unref();
    }
    if (this.#timer !== null) {
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush();
    }, this.#flushMs);
    this.#timer.unref();
  }
}
