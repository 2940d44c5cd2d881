// Guards every /api/v1/* route with the request signature of spec §7: HMAC-SHA256 (hex) of
// body + timestamp + merchant id, keyed by the merchant's api_key, within ±5 minutes. State-changing
// requests may use a signature once, recorded in used_signatures so the guard holds across instances.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNATURE_WINDOW_MS, SIGNING_HEADERS, isStateChanging, isTimestampFresh, signaturePayload } from '../../domain/signing.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import type { Endpoint } from '../../schema/endpoint.ts';
import { sql } from 'kysely';
import { deleteInBatches } from '../db/batched-delete.ts';
import type { Db } from '../db/index.ts';
import { jobsMayRun } from '../jobs.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant whose signature the request carried; null on unsigned routes. */
    merchantId: string | null;
  }
}

export interface SigningOptions {
  db: Db;
  now: () => number;
  /** Routes whose path starts with one of these prefixes are guarded (default /api/v1/). */
  prefixes?: readonly string[];
}

const PURGE_EVERY_MS = 60_000;
/** Replays are refused by the timestamp window anyway; keep rows a little longer than it. */
const KEEP_SIGNATURES_MS = 2 * SIGNATURE_WINDOW_MS;
/** How often an unknown merchant id may trigger a re-read of the merchants table. */
const MERCHANT_RELOAD_MS = 30_000;
/**
 * The paths under the prefix that are declared 'public' (schema/endpoints): the live socket (browsers cannot set
 * headers on a WebSocket; it authenticates by session token) and the betting configuration (spec §7 does not
 * sign it). A new public endpoint is declared once and is unsigned here by that declaration.
 */
export function unsignedRoutes(endpoints: readonly Endpoint[], prefix: string): Set<string> {
  return new Set(endpoints.filter((e) => e.access === 'public' && e.path.startsWith(prefix)).map((e) => e.path));
}

type Refusal = 'SIGNATURE_REQUIRED' | 'UNKNOWN_MERCHANT' | 'TIMESTAMP_EXPIRED' | 'INVALID_SIGNATURE' | 'SIGNATURE_REPLAYED';

const MESSAGES: Record<Refusal, string> = {
  SIGNATURE_REQUIRED: 'Missing signature headers (X-Merchant-ID, X-Timestamp, X-Signature)',
  UNKNOWN_MERCHANT: 'Unknown merchant',
  TIMESTAMP_EXPIRED: 'Request timestamp is outside the allowed window',
  INVALID_SIGNATURE: 'Invalid signature. Please try again',
  SIGNATURE_REPLAYED: 'This request signature has already been used',
};

/**
 * Merchant keys, read once and re-read (at most every MERCHANT_RELOAD_MS) when an unknown id shows up or a known
 * merchant's signature does not match: another instance may have started with a rotated MERCHANT_API_KEY.
 */
class MerchantKeys {
  #keys: Map<string, string> | null = null;
  #loadedAt = 0;

  constructor(private readonly db: Db) {}

  async keyOf(merchantId: string): Promise<string | undefined> {
    const fresh = Date.now() - this.#loadedAt < MERCHANT_RELOAD_MS;
    if (this.#keys === null || (!this.#keys.has(merchantId) && !fresh)) {
      const rows = await this.db.selectFrom('merchants').select(['id', 'api_key']).execute();
      this.#keys = new Map(rows.map((r) => [r.id, r.api_key]));
      this.#loadedAt = Date.now();
    }
    return this.#keys.get(merchantId);
  }

  /** The key as the database has it now, when the last read is older than the reload window; else undefined. */
  async reread(merchantId: string): Promise<string | undefined> {
    if (Date.now() - this.#loadedAt < MERCHANT_RELOAD_MS) {
      return undefined;
    }
    this.#keys = null;
    return this.keyOf(merchantId);
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(givenHex)) {
    return false;
  }
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

function sign(key: string, body: string, timestamp: string | number, merchantId: string): string {
  return createHmac('sha256', key)
    .update(signaturePayload(body, timestamp, merchantId))
    .digest('hex');
}

async function verify(request: FastifyRequest, keys: MerchantKeys, opts: SigningOptions): Promise<Refusal | null> {
  const merchantId = header(request, SIGNING_HEADERS.merchant);
  const timestamp = header(request, SIGNING_HEADERS.timestamp);
  const signature = header(request, SIGNING_HEADERS.signature);
  if (merchantId === undefined || timestamp === undefined || signature === undefined) {
    return 'SIGNATURE_REQUIRED';
  }
  const key = await keys.keyOf(merchantId);
  if (key === undefined) {
    return 'UNKNOWN_MERCHANT';
  }
  if (!isTimestampFresh(timestamp, opts.now())) {
    return 'TIMESTAMP_EXPIRED';
  }
  if (!signatureMatches(sign(key, request.rawBody, timestamp, merchantId), signature)) {
    const fresh = await keys.reread(merchantId);
    if (fresh === undefined || fresh === key || !signatureMatches(sign(fresh, request.rawBody, timestamp, merchantId), signature)) {
      return 'INVALID_SIGNATURE';
    }
  }
  if (isStateChanging(request.method)) {
    // The primary key makes "first use wins" atomic, also between instances sharing the database.
    const inserted = await opts.db
      .insertInto('used_signatures')
      .values({ signature: signature.toLowerCase(), merchant_id: merchantId, used_at: new Date(opts.now()) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    if (inserted === undefined) {
      return 'SIGNATURE_REPLAYED';
    }
  }
  request.merchantId = merchantId;
  return null;
}

/** Registers the guard on the instance it is given (not encapsulated), so it covers every route. */
export function registerSigning(app: FastifyInstance, opts: SigningOptions): void {
  const prefixes = opts.prefixes ?? ['/api/v1/'];
  const unsigned = new Set(prefixes.flatMap((prefix) => [...unsignedRoutes(ENDPOINTS, prefix)]));
  const keys = new MerchantKeys(opts.db);
  app.decorateRequest('merchantId', null);

  // preValidation runs after the body is parsed (rawBody is known) and before any handler.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    // A route served under a second path (a gateway callback's trailing slash) is public by its declaration too.
    const declaredPublic = request.routeOptions.config.endpoint?.access === 'public';
    if (url === undefined || !prefixes.some((prefix) => url.startsWith(prefix)) || unsigned.has(url) || declaredPublic) {
      return;
    }
    const refusal = await verify(request, keys, opts);
    if (refusal !== null) {
      return reply.code(401).header('cache-control', 'no-store').send({ error: MESSAGES[refusal], code: refusal });
    }
  });

  let purging = false;
  const purge = setInterval(() => {
    // Purges are the cluster's background work: one instance (the leader) runs them.
    if (purging || !jobsMayRun()) {
      return;
    }
    purging = true;
    // Bounded batches through used_signatures_used_at_idx: a backlog after downtime drains over several minutes.
    deleteInBatches(opts.db, 'used_signatures', sql`used_at < ${new Date(opts.now() - KEEP_SIGNATURES_MS)}`)
      .catch((err: unknown) => app.log.warn({ err }, 'purging used signatures failed'))
      .finally(() => {
        purging = false;
      });
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
