// The SMS adapter. Its embedded default queues every message in sms_outbox (a real gateway adapter would
// implement the same interface) and logs one line with the masked phone, never the text (it holds a code).
// The development endpoint GET /api/dev/sms-outbox shows the queue, so flows run end to end offline.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { maskPhone, normalizePhone } from '../../../domain/phone.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function outboxSmsSender(db: Db, now: () => number, log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, text) {
      await db.insertInto('sms_outbox').values({ phone, text, created_at: new Date(now()) }).execute();
      log.info(`SMS queued for ${maskPhone(phone)}`);
    },
  };
}

export const otpText = (code: string): string => `Your BirrBet verification code is ${code}. It expires in 5 minutes.`;

/** GET /api/dev/sms-outbox?phone=+2519XXXXXXXX → {messages: [{text, created_at}]}, newest first (not in production). */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { phone: string } }>('/api/dev/sms-outbox', {
    schema: { querystring: { type: 'object', properties: { phone: { type: 'string', maxLength: 32 } }, required: ['phone'] } },
  }, async (request, reply) => {
    const phone = normalizePhone(request.query.phone);
    if (phone === null) {
      throw new HttpError(400, 'INVALID_PHONE', 'Please enter a valid phone number');
    }
    const rows = await db.selectFrom('sms_outbox').select(['text', 'created_at'])
      .where('phone', '=', phone).orderBy('id', 'desc').limit(20).execute();
    void reply.header('cache-control', 'no-store');
    return { messages: rows.map((r) => ({ text: r.text, created_at: r.created_at.toISOString() })) };
  });
}

/** Forgets queued messages older than a day. */
export async function purgeOutbox(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('sms_outbox').where('created_at', '<', new Date(nowMs - 24 * 60 * 60_000)).execute();
}
