// The sockets open on this instance, indexed by user id, merchant id and session id, with the heartbeat: every
// interval each peer is pinged, and a peer that has not answered the previous ping is terminated.
// Sends skip sockets that are not open; a socket leaves the indexes when it closes. ODDS_CHANGE goes to
// every peer through the odds stream (odds-stream.ts), which reads peers() and each socket's bufferedAmount.
// A socket whose session ends (revoked, expired) leaves the indexes before it is closed with 4001.
// A peer holds its socket as the Broadcaster wraps it: the same long text is compressed once for all sockets.
import type { SocketMessage } from '../../../schema/socket-message.ts';
import type { OddsChangeMessage } from './odds-wire.ts';
import { Broadcaster } from './shared-frames.ts';

/** Everything the server sends: the spec's messages plus ODDS_CHANGE (old clients ignore unknown types). */
export type OutboundMessage = SocketMessage | OddsChangeMessage;

/** A socket silent since the previous ping is ended at the next: at most two rounds, 30 s, after its last pong (issue 28). */
export const HEARTBEAT_MS = 15_000;
/** The close code of a socket whose session was revoked or expired (4000–4999: the application's own). */
const CLOSE_SESSION_ENDED = 4001;
const OPEN = 1;

/** What the hub needs of a socket (a ws WebSocket has all of it; tests use fakes). */
export interface HubSocket {
  readonly readyState: number;
  /** Bytes queued for sending and not yet handed to the network (ws). */
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

export interface Peer {
  socket: HubSocket;
  /** null for an anonymous connection (public messages only). */
  userId: string | null;
  merchantId: string;
  /** The session the connection authenticated with (null when anonymous). */
  sessionId: string | null;
  alive: boolean;
  /** Low-data mode (the saveData cookie or the Save-Data header at connection): coalesced live updates less often. */
  lite?: boolean;
}

function addTo(index: Map<string, Set<Peer>>, key: string, peer: Peer): void {
  const set = index.get(key) ?? new Set<Peer>();
  set.add(peer);
  index.set(key, set);
}

function removeFrom(index: Map<string, Set<Peer>>, key: string, peer: Peer): void {
  const set = index.get(key);
  set?.delete(peer);
  if (set?.size === 0) {
    index.delete(key);
  }
}

export class Hub {
  readonly #byUser = new Map<string, Set<Peer>>();
  readonly #byMerchant = new Map<string, Set<Peer>>();
  readonly #bySession = new Map<string, Set<Peer>>();
  /** Long texts (ODDS_CHANGE) are compressed once for every socket and written in rounds (shared-frames.ts). */
  readonly #broadcaster = new Broadcaster();
  #timer: NodeJS.Timeout | null = null;

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  add(socket: HubSocket, userId: string | null, merchantId: string, sessionId: string | null = null, lite = false): Peer {
    const peer: Peer = { socket: this.#broadcaster.wrap(socket), userId, merchantId, sessionId, alive: true, lite };
    addTo(this.#byMerchant, merchantId, peer);
    if (userId !== null) {
      addTo(this.#byUser, userId, peer);
    }
    if (sessionId !== null) {
      addTo(this.#bySession, sessionId, peer);
    }
    socket.on('pong', () => {
      peer.alive = true;
    });
    socket.on('close', () => this.remove(peer));
    return peer;
  }

  remove(peer: Peer): void {
    removeFrom(this.#byMerchant, peer.merchantId, peer);
    if (peer.userId !== null) {
      removeFrom(this.#byUser, peer.userId, peer);
    }
    if (peer.sessionId !== null) {
      removeFrom(this.#bySession, peer.sessionId, peer);
    }
  }

  /** Drops the peer, so nothing more is sent to it, and closes its socket with 4001. */
  closePeer(peer: Peer, reason: string): void {
    this.remove(peer);
    peer.socket.close(CLOSE_SESSION_ENDED, reason);
  }

  /** Closes every connection made with one of these sessions; returns how many. */
  closeSessions(sessionIds: Iterable<string>, reason: string): number {
    let closed = 0;
    for (const id of sessionIds) {
      for (const peer of [...(this.#bySession.get(id) ?? [])]) {
        this.closePeer(peer, reason);
        closed += 1;
      }
    }
    return closed;
  }

  get size(): number {
    let n = 0;
    this.#byMerchant.forEach((set) => {
      n += set.size;
    });
    return n;
  }

  /** User ids with at least one open connection here. */
  users(): string[] {
    return [...this.#byUser.keys()];
  }

  /** Every connection here, anonymous ones included. */
  *peers(): IterableIterator<Peer> {
    for (const set of this.#byMerchant.values()) {
      yield* set;
    }
  }

  peersOfUser(userId: string): Peer[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  /** Sends to every connection of the user; returns how many got it. */
  sendToUser(userId: string, message: OutboundMessage): number {
    return this.#sendAll(this.#byUser.get(userId), message);
  }

  /** Sends to every connection of the merchant, anonymous ones included. */
  sendToMerchant(merchantId: string, message: OutboundMessage): number {
    return this.#sendAll(this.#byMerchant.get(merchantId), message);
  }

  #sendAll(peers: Set<Peer> | undefined, message: OutboundMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const peer of peers ?? []) {
      if (peer.socket.readyState === OPEN) {
        peer.socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  /** One heartbeat round: terminate the silent, ping the rest. */
  beat(): void {
    for (const set of this.#byMerchant.values()) {
      for (const peer of [...set]) {
        if (!peer.alive) {
          this.remove(peer);
          peer.socket.terminate();
          continue;
        }
        peer.alive = false;
        if (peer.socket.readyState === OPEN) {
          peer.socket.ping();
        }
      }
    }
  }

  start(): void {
    if (this.#timer === null) {
      this.#timer = setInterval(() => this.beat(), this.heartbeatMs);
      this.#timer.unref();
    }
  }

  /** Stops the heartbeat and closes every connection (1001: the server is going away). */
  stop(): void {
    if (this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    for (const set of [...this.#byMerchant.values()]) {
      for (const peer of [...set]) {
        this.remove(peer);
        peer.socket.close(1001, 'Server shutting down');
      }
    }
  }
}
