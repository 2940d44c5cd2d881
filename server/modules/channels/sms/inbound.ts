// The inbound SMS webhook (issue 34, schema/endpoints/channels-sms.ts). Order: the signature and timestamp are
// checked on the raw body before anything is read (preValidation: a forged call costs no database work), then the
// message id is claimed once per merchant — a gateway that posts twice acts once — and the command runs; its reply
// goes out through the SMS adapter before the 200, so an acknowledged message has had its answer queued. A claim
// not marked handled within RECLAIM_AFTER_MS (the server died mid-message) may be claimed again: the bet it may
// have placed is keyed by its confirmation (never a second debit), so a retry repeats at most the reply.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maskPhone, normalizePhone } from '../../../../domain/phone.ts';
import { SmsInbound } from '../../../../schema/endpoints/channels-sms.ts';
import type { Db } from '../../../db/index.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { SmsSender } from '../../auth/sms.ts';
import { answerSms, type SmsContext } from './commands.ts';

export const TIMESTAMP_SKEW_S = 300;
const RECLAIM_AFTER_MS = 60_000;

/** The signature a gateway (or the simulator) sends: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const smsSignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

const header = (request: FastifyRequest, name: string): string => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : '';
};

/** The sender named by a body we refused, masked, for the log line (never the text). */
function senderOf(body: unknown): string {
  const from = typeof body === 'object' && body !== null ? (body as { from?: unknown }).from : undefined;
  const phone = typeof from === 'string' ? normalizePhone(from) : null;
  return phone === null ? 'an unknown sender' : maskPhone(phone);
}

export function verifySms(secret: string, request: FastifyRequest, nowMs: number): 'ok' | 'SMS_SIGNATURE_INVALID' | 'SMS_TIMESTAMP_STALE' {
  const timestamp = header(request, 'x-sms-timestamp');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) - nowMs / 1000) > TIMESTAMP_SKEW_S) {
    return 'SMS_TIMESTAMP_STALE';
  }
  const given = Buffer.from(header(request, 'x-sms-signature').toLowerCase());
  const expected = Buffer.from(smsSignature(secret, timestamp, request.rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'SMS_SIGNATURE_INVALID';
}

/** Claims the message id: true when this call is the one to act on it. */
async function claim(db: Db, merchantId: string, id: string, phone: string, nowMs: number): Promise<boolean> {
  const at = new Date(nowMs);
  const inserted = await db
    .insertInto('sms_inbound')
    .values({ merchant_id: merchantId, message_id: id, phone, claimed_at: at, created_at: at })
    .onConflict((oc) => oc.columns(['merchant_id', 'message_id']).doNothing())
    .returning('message_id')
    .executeTakeFirst();
  if (inserted !== undefined) {
    return true;
  }
  const reclaimed = await db
    .updateTable('sms_inbound')
    .set({ claimed_at: at })
    .where('merchant_id', '=', merchantId)
    .where('message_id', '=', id)
    .where('handled_at', 'is', null)
    .where('claimed_at', '<', new Date(nowMs - RECLAIM_AFTER_MS))
    .returning('message_id')
    .executeTakeFirst();
  return reclaimed !== undefined;
}

/** Fastify's default JSON parser in its callback form (as raw-json.ts takes it). */
type CallbackJsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * A phone can send anything, NUL bytes and broken Unicode included, and a gateway passes it on: on this route the
 * body's strings are made storable (NUL → space, a lone surrogate → U+FFFD) after parsing, where the server's input
 * guard would refuse the whole message (400), so such a text is answered HELP. The raw body — what the signature
 * covers — is kept exactly as received.
 */
function storableJsonParser(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error') as CallbackJsonParser;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) =>
      error ? done(new HttpError(400, 'VALIDATION_FAILED', 'Invalid JSON body'), undefined) : done(null, storable(value)),
    );
  });
}

/** Top-level string fields made storable (the shape has no nested strings that reach SQL; others are refused by it). */
function storable(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value;
  }
  const clean = (v: unknown): unknown => (typeof v === 'string' ? v.replaceAll('\u0000', ' ').replace(/\p{Cs}/gu, '\uFFFD') : v);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), clean(v)]));
}

export function inboundRoutes(root: FastifyInstance, ctx: SmsContext, secret: string, sender: SmsSender): void {
  void root.register(async (app) => {
    storableJsonParser(app);
    inboundRoute(app, ctx, secret, sender);
  });
}

function inboundRoute(app: FastifyInstance, ctx: SmsContext, secret: string, sender: SmsSender): void {
  const { db, now } = ctx.opts;
  const refuse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdict = verifySms(secret, request, now());
    if (verdict !== 'ok') {
      request.log.warn(`SMS webhook refused (${verdict}) from ${request.ip} for ${senderOf(request.body)}`);
      const text = verdict === 'SMS_TIMESTAMP_STALE' ? 'SMS timestamp is missing or more than 5 minutes away' : 'SMS signature is missing or invalid';
      throw new HttpError(401, verdict, text);
    }
    void reply;
  };
  route(
    app,
    SmsInbound,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const phone = normalizePhone(request.body.from);
      if (phone === null) {
        throw new HttpError(400, 'INVALID_PHONE', 'Please enter a valid phone number');
      }
      const nowMs = now();
      if (!(await claim(db, ctx.merchantId, request.body.id, phone, nowMs))) {
        return { received: true as const, duplicate: true };
      }
      const answer = await answerSms(ctx, phone, request.body.text, nowMs);
      try {
        await sender.send(phone, answer);
      } catch (err) {
        // The command was acted on (a bet placed stays placed): a retry of the message must not run it again, so the
        // gateway still gets its 200 and the lost reply is logged (the player can ask again: CHECK, LAST, BAL).
        ctx.log(`SMS reply to ${maskPhone(phone)} was not sent`, err);
      }
      await db
        .updateTable('sms_inbound')
        .set({ handled_at: new Date(now()) })
        .where('merchant_id', '=', ctx.merchantId)
        .where('message_id', '=', request.body.id)
        .execute();
      return { received: true as const, duplicate: false };
    },
    { preValidation: refuse },
  );
}
