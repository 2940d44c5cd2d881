// The SMS simulator's routes (issue 34): the phone page, its script and font, the inbox of a number (sms_outbox),
// and a send route that signs the message with the process's own secret and posts it to the real webhook — so the
// simulator goes through exactly the checks a gateway does. The secret never reaches the page. Like the dev SMS
// outbox (auth/sms.ts), these answer only this machine or the operator's token (the inbox holds every phone's
// codes, and the send box could speak for any number); to anyone else they do not exist.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizePhone } from '../../../../domain/phone.ts';
import type { Db } from '../../../db/index.ts';
import { fromLoopback, hasOperatorToken } from '../../auth/sms.ts';
import { smsSignature } from './inbound.ts';
import { SIM_PAGE_POLICY, SIM_PAGE_SCRIPT, simPageHtml } from './sim-page.ts';
import { ethiopicFont } from '../sim-font.ts';

export interface SmsSimOptions {
  db: Db;
  now: () => number;
  secret: string;
  shortCode: string;
  operatorToken: string | null;
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

export function smsSimRoutes(root: FastifyInstance, o: SmsSimOptions): void {
  void root.register(async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!fromLoopback(request) && !hasOperatorToken(request, o.operatorToken)) {
        return notFound(reply);
      }
    });
    app.get('/sim/sms', async (_request, reply) =>
      reply
        .header('content-security-policy', SIM_PAGE_POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(simPageHtml(o.shortCode)),
    );
    app.get('/sim/sms/app.js', async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(SIM_PAGE_SCRIPT),
    );
    app.get('/sim/sms/ethiopic.woff2', async (_request, reply) => {
      const font = await ethiopicFont();
      return font === null ? notFound(reply) : reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(font);
    });
    app.get('/sim/sms/inbox', async (request, reply) => {
      const raw = (request.query as { phone?: unknown }).phone;
      const phone = typeof raw === 'string' ? normalizePhone(raw) : null;
      if (phone === null) {
        return reply.code(400).send({ success: false, code: 'INVALID_PHONE', message: 'Please enter a valid phone number' });
      }
      const rows = await o.db
        .selectFrom('sms_outbox')
        .select(['text', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(30)
        .execute();
      return reply
        .header('cache-control', 'no-store')
        .send({ messages: rows.reverse().map((r) => ({ text: r.text, created_at: r.created_at.toISOString() })) });
    });
    app.post('/sim/sms/send', async (request, reply) => {
      const body = (request.body ?? {}) as { from?: unknown; text?: unknown };
      const phone = typeof body.from === 'string' ? normalizePhone(body.from) : null;
      if (phone === null || typeof body.text !== 'string' || body.text.length > 2000) {
        return reply.code(400).send({ success: false, code: 'INVALID_MESSAGE', message: 'A phone number and a text of at most 2000 characters' });
      }
      const nowMs = o.now();
      const raw = JSON.stringify({
        id: `sim-${randomUUID()}`,
        from: phone,
        to: o.shortCode,
        text: body.text,
        received_at: new Date(nowMs).toISOString(),
      });
      const timestamp = String(Math.floor(nowMs / 1000));
      const answer = await root.inject({
        method: 'POST',
        url: '/api/channels/sms/inbound',
        headers: { 'content-type': 'application/json', 'x-sms-timestamp': timestamp, 'x-sms-signature': smsSignature(o.secret, timestamp, raw) },
        payload: raw,
      });
      return reply.code(answer.statusCode).header('cache-control', 'no-store').type('application/json').send(answer.body);
    });
  });
}
