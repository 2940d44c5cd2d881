// Batches live odds for every connection on this instance, anonymous ones included. Changes coalesce per
// outcome (the newest wins) in one log ordered by version; each peer remembers the last version it was sent.
// A flush runs at most once every flushMs (a timer armed by the first change after a flush) — except that a batch
// holding a suspension is flushed within URGENT_MS, and a whole match's suspension (a goal) at once (issue 32: a
// goal's suspension reaches every socket within the 200 ms budget) — and sends each
// peer the changes it has not seen as ONE ODDS_CHANGE — serialised once per group of peers at the same
// version. A peer whose socket buffer is backed up (bufferedAmount above maxBufferedBytes) is skipped and
// gets the coalesced state at a later flush, so memory stays bounded by the number of distinct outcomes
// changed, never by time or by how slow a phone is. A new peer starts at the current version. A low-data socket
// (Peer.lite) is sent at most one batch per liteMs (10 s), coalesced meanwhile — except a batch with a suspension,
// which reaches it at once like every other socket: a locked market is never shown open.
import type { Hub, Peer } from './hub.ts';
import { isMatchItem, outcomeKey, type OddsChangeMessage, type OddsItem } from './odds-wire.ts';

const ODDS_FLUSH_MS = 2_000;
/** A batch holding a suspension is flushed this soon (issue 32: a goal's suspension within 200 ms p99). */
const URGENT_MS = 20;
/** A socket with more than this queued is treated as backed up (≈ several seconds of a slow 3G link). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** One message carries at most this many changes (≈ 100 KB of JSON); the rest follow at the next flush. */
const MAX_CHANGES_PER_MESSAGE = 1_000;
const OPEN = 1;

export interface OddsStreamOptions {
  flushMs?: number;
  liteMs?: number;
  /** Monotonic ms (tests pass their own). */
  clock?: () => number;
  maxBufferedBytes?: number;
  maxChanges?: number;
}

interface Entry {
  change: OddsItem;
  at: number;
  version: number;
}

export class OddsStream {
  /** outcome key → newest change; Map order is version order (an update is deleted and re-added). */
  readonly #log = new Map<string, Entry>();
  readonly #seen = new WeakMap<Peer, number>();
  /** When a low-data peer was last sent a batch. */
  readonly #liteSentAt = new WeakMap<Peer, number>();
  readonly #liteMs: number;
  readonly #clock: () => number;
  #version = 0;
  #timer: NodeJS.Timeout | null = null;
  /** The armed timer is a suspension's short one. */
  #urgent = false;
  #stopped = false;
  readonly #flushMs: number;
  readonly #maxBuffered: number;
  readonly #maxChanges: number;

  constructor(
    private readonly hub: Hub,
    opts: OddsStreamOptions = {},
  ) {
    this.#flushMs = opts.flushMs ?? ODDS_FLUSH_MS;
    this.#maxBuffered = opts.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
    this.#maxChanges = opts.maxChanges ?? MAX_CHANGES_PER_MESSAGE;
    this.#liteMs = opts.liteMs ?? 10_000;
    this.#clock = opts.clock ?? (() => performance.now());
  }

  /** A connection that just opened: it gets changes from now on (it reads current prices over HTTP). */
  join(peer: Peer): void {
    this.#seen.set(peer, this.#version);
  }

  /** Committed changes (in commit order); `at` is the commit time in ms. */
  push(changes: readonly OddsItem[], at: number): void {
    if (this.#stopped || changes.length === 0) {
      return;
    }
    for (const change of changes) {
      const key = outcomeKey(change);
      this.#log.delete(key);
      this.#version += 1;
      this.#log.set(key, { change, at, version: this.#version });
    }
    // A whole match suspended (a goal in play: one item) goes out now, in the same turn as the goal's LIVE_EVENT, so
    // both leave each socket in one write (shared-frames.ts corks a turn's sends).
    if (changes.some(isMatchItem)) {
      this.#cancel();
      this.flush();
      return;
    }
    // Another suspension (a market closing) goes out within URGENT_MS, not at the end of the window: the
    // few ms gather the rest of its commit (a large batch arrives as several bus payloads) into the same message.
    this.#arm(changes.some((c) => c.status === 'suspended'));
  }

  /** Changes waiting for at least one peer (tests, monitoring). */
  get pending(): number {
    return this.#log.size;
  }

  /** Sends every peer what it has not seen yet; normally called by the timer. */
  flush(): void {
    const groups = new Map<number, Peer[]>();
    for (const peer of this.hub.peers()) {
      if (peer.socket.readyState !== OPEN) {
        continue;
      }
      const seen = this.#seen.get(peer);
      if (seen === undefined) {
        this.join(peer);
      } else if (seen < this.#version) {
        const group = groups.get(seen);
        if (group === undefined) {
          groups.set(seen, [peer]);
        } else {
          group.push(peer);
        }
      }
    }
    let behind = false;
    for (const [seen, peers] of groups) {
      const batch = this.#after(seen);
      const upTo = batch[batch.length - 1]?.version ?? this.#version;
      if (batch.length === 0) {
        peers.forEach((peer) => {
          this.#seen.set(peer, upTo);
        });
        continue;
      }
      const message: OddsChangeMessage = {
        type: 'ODDS_CHANGE',
        changes: batch.map((e) => e.change),
        at: new Date(Math.max(...batch.map((e) => e.at))).toISOString(),
      };
      const text = JSON.stringify(message);
      const urgent = batch.some((e) => e.change.status === 'suspended');
      const now = this.#clock();
      for (const peer of peers) {
        if (peer.socket.bufferedAmount > this.#maxBuffered) {
          behind = true;
          continue;
        }
        if (peer.lite === true && !urgent && now - (this.#liteSentAt.get(peer) ?? -Infinity) < this.#liteMs) {
          behind = true;
          continue;
        }
        if (peer.lite === true) {
          this.#liteSentAt.set(peer, now);
        }
        peer.socket.send(text);
        this.#seen.set(peer, upTo);
        behind ||= upTo < this.#version;
      }
    }
    this.#prune();
    if (behind) {
      this.#arm();
    }
  }

  stop(): void {
    this.#stopped = true;
    this.#cancel();
    this.#log.clear();
  }

  #cancel(): void {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
      this.#urgent = false;
    }
  }

  /** The first maxChanges entries newer than `seen`, in version order. */
  #after(seen: number): Entry[] {
    const out: Entry[] = [];
    for (const entry of this.#log.values()) {
      if (entry.version > seen) {
        out.push(entry);
        if (out.length >= this.#maxChanges) {
          break;
        }
      }
    }
    return out;
  }

  /** Drops what every open peer has seen (everything when no peer is behind). */
  #prune(): void {
    let oldest = this.#version;
    for (const peer of this.hub.peers()) {
      const seen = this.#seen.get(peer);
      if (peer.socket.readyState === OPEN && seen !== undefined && seen < oldest) {
        oldest = seen;
      }
    }
    for (const [key, entry] of this.#log) {
      if (entry.version > oldest) {
        break;
      }
      this.#log.delete(key);
    }
  }

  #arm(urgent = false): void {
    if (this.#stopped || (this.#timer !== null && (!urgent || this.#urgent))) {
      return;
    }
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
    }
    this.#urgent = urgent;
    this.#timer = setTimeout(
      () => {
        this.#timer = null;
        this.#urgent = false;
        this.flush();
      },
      urgent ? Math.min(URGENT_MS, this.#flushMs) : this.#flushMs,
    );
    this.#timer.unref();
  }
}
