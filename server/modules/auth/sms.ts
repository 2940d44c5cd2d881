// The SMS adapter. Its embedded default queues every message in sms_outbox (a real gateway adapter would
// implement the same interface) and logs one line with the masked phone, never the text (it holds a code).
// The development endpoint GET /api/dev/sms-outbox shows the queue, so flows run end to end offline. It
// holds every phone's codes, so it answers only this machine (request.ip on the loopback interface, which
// honours TRUST_PROXY, and no forwarded hop from elsewhere) or the operator's bearer token; to anyone else
// it is the ordinary 404 of an unknown endpoint. Its query is declared in schema/endpoints/auth.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { maskPhone, normalizePhone } from '../../../domain/phone.ts';
import { DevSmsOutbox } from '../../../schema/endpoints/auth.ts';
import { sql } from 'kysely';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, sendApiNotFound } from '../../plugins/errors.ts';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function outboxSmsSender(db: Db, now: () => number, log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, text) {
      await db
        .insertInto('sms_outbox')
        .values({ phone, text, created_at: new Date(now()) })
        .execute();
      log.info(`SMS queued for ${maskPhone(phone)}`);
    },
  };
}

export const otpText = (code: string): string => `Your BirrBet verification code is ${code}. It expires in 5 minutes.`;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The request comes from this machine: its address and every address it was forwarded for are loopback. */
export function fromLoopback(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  return LOOPBACK.has(request.ip) && hops.every((hop) => LOOPBACK.has(hop));
}

/** `Authorization: Bearer <operator token>`, compared in constant time (digests of equal length). */
export function hasOperatorToken(request: FastifyRequest, operatorToken: string | null): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return operatorToken !== null && match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), sha256(operatorToken));
}

/** GET /api/dev/sms-outbox?phone=+2519XXXXXXXX → {messages: [{text, created_at}]}, newest first (not in production). */
export function registerDevOutbox(app: FastifyInstance, db: Db, operatorToken: string | null): void {
  route(
    app,
    DevSmsOutbox,
    async (request, reply) => {
      const phone = normalizePhone(request.query.phone);
      if (phone === null) {
        throw new HttpError(400, 'INVALID_PHONE', 'Please enter a valid phone number');
      }
      const rows = await db
        .selectFrom('sms_outbox')
        .select(['text', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      void reply.header('cache-control', 'no-store');
      return { messages: rows.map((r) => ({ text: r.text, created_at: r.created_at.toISOString() })) };
    },
    {
      // Before the query is validated: a stranger learns nothing, not even that the endpoint exists.
      onRequest: async (request, reply) => {
        if (!fromLoopback(request) && !hasOperatorToken(request, operatorToken)) {
          return sendApiNotFound(reply);
        }
      },
    },
  );
}

/** Forgets queued messages older than a day (bounded batches through sms_outbox_created_idx). */
export async function purgeOutbox(db: Db, nowMs: number): Promise<void> {
  await deleteInBatches(db, 'sms_outbox', sql`created_at < ${new Date(nowMs - 24 * 60 * 60_000)}`);
}
