// Watches the session of every authenticated socket on this instance, so a socket never outlives its
// session. Revocations arrive as bus events (fanout.ts → hub.closeSessions); this covers the rest: the
// session is checked right after the socket joined the hub (a revocation that committed between the
// handshake's check and the join published its event before the socket could be found), again when it
// expires (a refresh moves the expiry: the timer re-arms), and for every socket after the event listener
// reconnected (events sent while it was down are lost). A session no longer live closes its sockets (4001).
import type { Db } from '../../db/index.ts';
import { sessionLiveUntil } from '../auth/sessions.ts';
import type { Hub, Peer } from './hub.ts';

/** setTimeout's ceiling (~24.8 days): a later expiry just re-arms. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Never sooner: a clock that disagrees with the database cannot make the timer spin. */
const MIN_DELAY_MS = 1000;
/** After a failed database read, look again this much later. */
const RETRY_MS = 30_000;

export class SessionWatch {
  /** Watched peers and their expiry timer (null while a check runs). */
  readonly #peers = new Map<Peer, NodeJS.Timeout | null>();

  constructor(
    private readonly hub: Hub,
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts watching an authenticated peer (anonymous ones have no session to end). */
  watch(peer: Peer): void {
    if (peer.sessionId === null) {
      return;
    }
    this.#peers.set(peer, null);
    peer.socket.on('close', () => this.#forget(peer));
    void this.check(peer);
  }

  /** Closes the peer when its session is no longer live, else arms a timer at its expiry. */
  async check(peer: Peer): Promise<void> {
    if (peer.sessionId === null || !this.#peers.has(peer)) {
      return;
    }
    let until: Date | null;
    try {
      until = await sessionLiveUntil(this.db, peer.sessionId, this.now());
    } catch (err) {
      this.onError(err);
      this.#arm(peer, RETRY_MS);
      return;
    }
    if (!this.#peers.has(peer)) {
      return;
    }
    if (until === null) {
      this.#forget(peer);
      this.hub.closePeer(peer, 'Session ended');
      return;
    }
    this.#arm(peer, until.getTime() - this.now());
  }

  /** Checks every watched session again (after a gap in the event stream). */
  recheckAll(): void {
    for (const peer of [...this.#peers.keys()]) {
      void this.check(peer);
    }
  }

  stop(): void {
    for (const peer of [...this.#peers.keys()]) {
      this.#forget(peer);
    }
  }

  #arm(peer: Peer, delayMs: number): void {
    if (!this.#peers.has(peer)) {
      return;
    }
    const previous = this.#peers.get(peer);
    if (previous) {
      clearTimeout(previous);
    }
    const timer = setTimeout(() => void this.check(peer), Math.min(Math.max(delayMs, MIN_DELAY_MS), MAX_DELAY_MS));
    timer.unref();
    this.#peers.set(peer, timer);
  }

  #forget(peer: Peer): void {
    const timer = this.#peers.get(peer);
    if (timer) {
      clearTimeout(timer);
    }
    this.#peers.delete(peer);
  }
}
