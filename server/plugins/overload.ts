// Overload answers fast instead of hanging (issue 28). Two bounds, each refusing with the declared 503 OVERLOADED
// ({error, code} and Retry-After, schema/endpoint.ts) rather than letting requests queue for tens of seconds:
// - the database: each request is admitted at its first database call only while the work admitted ahead of it
//   would keep it waiting at most OVERLOAD_QUEUE_MS (server/db/admission.ts); a refused request has run no
//   statement, so it moved nothing and the client sends it again (money commands with the same Idempotency-Key);
// - the turn: PGlite runs its queries on the event loop, so a flood is answered socket after socket in one long
//   turn of the loop while the connections behind it wait unaccepted in the kernel; once a turn has spent a fifth
//   of OVERLOAD_QUEUE_MS answering requests, the rest of it is refused before any work, which drains it fast;
// - the event loop: while its lag (the longest delay in the last half second, monitorEventLoopDelay) is past
//   OVERLOAD_EVENT_LOOP_MS, requests are refused before any work is done for them.
// The health check is never refused for overload: it touches no database, and a load balancer that took every
// busy instance out at once in a spike would turn a slow minute into an outage (draining still answers 503).
// WebSocket upgrades are not refused here either: the socket's own handler has no HTTP answer to give.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { OVERLOADED } from '../../schema/endpoint.ts';
import type { Admission } from '../db/admission.ts';

const SAMPLE_EVERY_MS = 500;
/** How often a turn of the event loop is marked (ms). */
const TURN_EVERY_MS = 50;
/** The share of OVERLOAD_QUEUE_MS one turn of the event loop may spend answering requests. */
const TURN_SHARE = 5;
const RESOLUTION_MS = 10;
/** Retry-After (s) of a refusal before any work: long enough for a backlog of a second or two to clear. */
const RETRY_AFTER_S = 2;

export interface OverloadOptions {
  admission: Admission;
  /** 0 turns the bound off. */
  queueMs: number;
  eventLoopMs: number;
}

/**
 * The event loop's lag (ms): the longest it was held up in the last sample, less the timer's own resolution, from
 * the sample's first answered request on (start-up work blocks the loop before any request is served: not load).
 */
function watchEventLoop(app: FastifyInstance): { lagMs: () => number; answered: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lagMs = 0;
  let firstAnswerAt: number | null = null;
  let sampledAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    // This timer's own lateness too: the histogram's timer may record a delay only after this one has run.
    const late = now - sampledAt - SAMPLE_EVERY_MS;
    sampledAt = now;
    // The longest delay, not the mean: one delay of seconds among fifty of none would average to nothing.
    const stallMs = Math.max(0, histogram.max / 1e6 - RESOLUTION_MS, late);
    // Only the part of a stall after the sample's first answer counts: start-up work (migrations, the first
    // catalogue sync) runs on in one block with the first answers after it, and held up no request.
    lagMs = firstAnswerAt === null ? 0 : Math.min(stallMs, now - firstAnswerAt);
    firstAnswerAt = null;
    histogram.reset();
  }, SAMPLE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return {
    lagMs: () => lagMs,
    answered: () => {
      firstAnswerAt ??= performance.now();
    },
  };
}

/**
 * How long the event loop has been answering requests without a turn (ms): from the first answer since a timer
 * last ran, 0 while there is none. On PGlite a flood is read and answered socket after socket in one long turn while
 * new connections wait unaccepted in the kernel, where nothing else sees them; turning away the rest of such a turn
 * keeps every turn short. Work before the turn's first answer is not answering: PGlite's start-up (migrations,
 * the first catalogue sync) runs seconds without a timer, and counting it made the first requests after a start 503.
 */
function watchTurns(app: FastifyInstance): { busyMs: () => number; answered: () => void } {
  let firstAnswerAt: number | null = null;
  const timer = setInterval(() => {
    firstAnswerAt = null;
  }, TURN_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return {
    busyMs: () => (firstAnswerAt === null ? 0 : performance.now() - firstAnswerAt),
    answered: () => {
      firstAnswerAt ??= performance.now();
    },
  };
}

export function registerOverload(app: FastifyInstance, opts: OverloadOptions): void {
  opts.admission.boundMs = opts.queueMs;
  const loop = watchEventLoop(app);
  const turns = watchTurns(app);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === '/api/health' || request.headers.upgrade !== undefined) {
      done();
      return;
    }
    const late = opts.queueMs > 0 && (turns.busyMs() > opts.queueMs / TURN_SHARE || opts.admission.expectedWaitMs() > opts.queueMs);
    if (late || (opts.eventLoopMs > 0 && loop.lagMs() > opts.eventLoopMs)) {
      void reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({ error: OVERLOADED.text, code: OVERLOADED.code });
      return;
    }
    // The rest of the request's handling runs as one request for admission (its database calls are counted).
    const load = opts.admission.run(done);
    reply.raw.once('close', () => {
      opts.admission.finish(load);
      turns.answered();
      loop.answered();
    });
  });
}
