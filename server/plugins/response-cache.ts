// An in-process cache of ready-to-send answers (issue 16): the JSON body, its br and gzip forms and its ETag, keyed
// by request, tagged by what the answer depends on, dropped when a tag is invalidated or its time boundary passes.
// Invariants:
// - Nothing is stored or served unless `live` (the invalidation feed is connected); losing the feed drops all.
// - A fill that raced with an invalidation of one of its tags is served to its own callers but never stored, so a
//   burst of changes never leaves an answer older than the change that invalidated it (the log below).
// - Concurrent misses of one key share one fill (single flight); an invalidation detaches running flights.
// - Memory is bounded by maxBytes (bodies + compressed forms): least recently used entries go first.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf } from './http-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a body goes as it is (the compression plugin's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;
/** Invalidations remembered for fills in progress; a fill older than the log is never stored. */
const LOG_SIZE = 512;

/** An answer as a fill builds it; the cache adds when its fill started (CachedAnswer). */
export interface BuiltAnswer {
  etag: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  tags: readonly string[];
  /** The instant (server clock, ms) from which the answer may differ without any write (a kick-off…). */
  expiresAt: number;
  bytes: number;
}

export interface CachedAnswer extends BuiltAnswer {
  /** When its fill started: a clock set back before it (a test, a corrected wall clock) makes it unusable. */
  validFrom: number;
}

/** Builds an answer with its compressed forms (off the event loop: zlib's thread pool). */
export async function buildAnswer(json: string, tags: readonly string[], expiresAt: number): Promise<BuiltAnswer> {
  const body = Buffer.from(json);
  const big = body.length >= COMPRESS_FROM_BYTES;
  const [br, gz] = big
    ? await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 6 }),
      ])
    : [null, null];
  return {
    etag: etagOf(json),
    body,
    br,
    gzip: gz,
    tags,
    expiresAt,
    bytes: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
  };
}

interface Invalidation {
  seq: number;
  tags: ReadonlySet<string> | 'all';
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  live: boolean;
}

export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #flights = new Map<string, Promise<BuiltAnswer | null>>();
  readonly #log: Invalidation[] = [];
  #seq = 0;
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #live = false;

  constructor(private readonly opts: { maxBytes: number; now: () => number }) {}

  /** True while invalidations are being received: only then is anything stored or served. */
  get live(): boolean {
    return this.#live;
  }

  /** The invalidation feed is connected (again): start caching from an empty store. */
  resume(): void {
    this.invalidateAll();
    this.#live = this.opts.maxBytes > 0;
  }

  /** The invalidation feed is lost: changes may go unseen, so drop everything and cache nothing until resume(). */
  suspend(): void {
    this.#live = false;
    this.invalidateAll();
  }

  /** A fresh stored answer, or undefined (also dropping an expired one). */
  get(key: string): CachedAnswer | undefined {
    const entry = this.#live ? this.#entries.get(key) : undefined;
    const now = this.opts.now();
    if (entry !== undefined && entry.validFrom <= now && now < entry.expiresAt) {
      // Re-inserted: Map order is the recency order the eviction walks.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#hits += 1;
      return entry;
    }
    if (entry !== undefined) {
      this.#remove(key);
    }
    this.#misses += 1;
    return undefined;
  }

  /**
   * The answer of `key` from one fill shared by concurrent callers, stored when no invalidation of its tags came
   * while it ran. Null when the fill declines (an answer that is not cacheable): each caller then answers itself.
   */
  async fill(key: string, fill: () => Promise<BuiltAnswer | null>): Promise<BuiltAnswer | null> {
    const running = this.#flights.get(key);
    if (running !== undefined) {
      return running;
    }
    const mark = this.#seq;
    const startedAt = this.opts.now();
    const flight = fill().then((answer) => {
      if (answer !== null) {
        this.#store(key, { ...answer, validFrom: startedAt }, mark);
      }
      return answer;
    });
    this.#flights.set(key, flight);
    const done = (): void => {
      if (this.#flights.get(key) === flight) {
        this.#flights.delete(key);
      }
    };
    flight.then(done, done);
    return flight;
  }

  /** Drops every answer carrying one of the tags (and detaches fills that might carry them). */
  invalidate(tags: readonly string[]): void {
    const set = new Set(tags);
    this.#note(set);
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((t) => set.has(t))) {
        this.#remove(key);
      }
    }
  }

  invalidateAll(): void {
    this.#note('all');
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** True when no invalidation since `mark` touched any of the tags. */
  unchangedSince(mark: number, tags: readonly string[]): boolean {
    if (mark < this.#seq - this.#log.length) {
      return false;
    }
    return this.#log.every((inv) => inv.seq <= mark || (inv.tags !== 'all' && !tags.some((t) => (inv.tags as ReadonlySet<string>).has(t))));
  }

  /** The current invalidation mark, for callers that memoise work of their own (unchangedSince). */
  get mark(): number {
    return this.#seq;
  }

  stats(): CacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits, misses: this.#misses, live: this.#live };
  }

  #note(tags: ReadonlySet<string> | 'all'): void {
    this.#seq += 1;
    this.#log.push({ seq: this.#seq, tags });
    if (this.#log.length > LOG_SIZE) {
      this.#log.shift();
    }
    // Running fills may have read before the change: a new caller must not join them.
    this.#flights.clear();
  }

  #store(key: string, answer: CachedAnswer, mark: number): void {
    const fits = answer.bytes <= this.opts.maxBytes / 8;
    if (!this.#live || !fits || answer.expiresAt <= this.opts.now() || !this.unchangedSince(mark, answer.tags)) {
      return;
    }
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#bytes += answer.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.opts.maxBytes) {
        break;
      }
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
