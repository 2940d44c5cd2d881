// Admission to the database under load (issue 28): a request is refused at its first database call when the
// database work already admitted ahead of it would keep it waiting longer than a bound, so an overloaded server
// answers 503 at once instead of queueing requests for tens of seconds. The estimate is the requests admitted and
// not yet answered, times the database time a request has held a connection on average (a moving average of
// answered requests), over the connections there are (1 on PGlite, the pool's size on PostgreSQL).
// Invariants: a request is checked only at its first connection, before it holds one and so before any statement
// of it has run: a refused request moved nothing (later calls of an admitted request always wait their turn).
// Work outside a request (jobs, start-up) and requests that never reach the database are never refused.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Overloaded } from '../plugins/errors.ts';

/** A moving average's weight of each new sample. */
const SMOOTHING = 0.1;
/** What a request is assumed to hold the database for before any has been answered (ms). */
const PRIOR_MS_PER_REQUEST = 20;

/** One request's dealings with the database. */
export interface RequestLoad {
  admitted: boolean;
  finished: boolean;
  /** Time this request has held a connection (ms). */
  heldMs: number;
}

export class Admission {
  readonly #requests = new AsyncLocalStorage<RequestLoad>();
  #admitted = 0;
  #msPerRequest = PRIOR_MS_PER_REQUEST;
  /** The longest wait for the database a request is admitted to (ms); 0 admits every request. Set by the app. */
  boundMs = 0;

  /** `connections`: how many serve requests side by side. */
  constructor(private readonly connections: number) {}

  /** Runs `next` (the rest of a request's handling) as one request: its database calls are admitted and timed. */
  run(next: () => void): RequestLoad {
    const load: RequestLoad = { admitted: false, finished: false, heldMs: 0 };
    this.#requests.run(load, next);
    return load;
  }

  /** The wait for the database a request admitted now would expect (ms). */
  expectedWaitMs(): number {
    return (this.#admitted * this.#msPerRequest) / this.connections;
  }

  /** Before a connection is taken: admits the calling request on its first call, or throws Overloaded. */
  admit(): void {
    const load = this.#requests.getStore();
    if (load === undefined || load.admitted || load.finished) {
      return;
    }
    const waitMs = this.expectedWaitMs();
    if (this.boundMs > 0 && waitMs > this.boundMs) {
      throw new Overloaded(Math.min(30, Math.max(1, Math.ceil(waitMs / 1000))));
    }
    load.admitted = true;
    this.#admitted += 1;
  }

  /** After a connection is given back: the time it was held counts to the calling request. */
  held(ms: number): void {
    const load = this.#requests.getStore();
    if (load !== undefined) {
      load.heldMs += ms;
    }
  }

  /** When the request is answered (or its client went away); safe to call more than once. */
  finish(load: RequestLoad): void {
    if (load.finished) {
      return;
    }
    load.finished = true;
    if (load.admitted) {
      this.#admitted -= 1;
      this.#msPerRequest += SMOOTHING * (load.heldMs - this.#msPerRequest);
    }
  }
}
