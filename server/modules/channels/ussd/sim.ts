// The feature-phone simulator (issue 34): /sim/ussd is a phone with a keypad and a 182-character screen that dials
// the service code; its script (/sim/ussd/phone.js, no inline script: the page's policy stays strict) posts each
// input to /sim/ussd/send, which calls the USSD endpoint exactly as a gateway would (form fields, `text` the whole
// path) with the simulator's key, made at start-up and never sent to the page. Only registered when the simulator
// is on (index.ts), and the page and its send route answer only this machine or the operator's token (as the SMS
// simulator): a simulator lets whoever uses it be any phone number, so a stranger must not reach it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromLoopback, hasOperatorToken } from '../../auth/sms.ts';
import { sendApiNotFound } from '../../../plugins/errors.ts';
import { SIM_PAGE, SIM_SCRIPT } from './sim-page.ts';
import { ethiopicFont } from '../sim-font.ts';

const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; font-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

interface SendBody {
  sessionId?: unknown;
  phoneNumber?: unknown;
  serviceCode?: unknown;
  text?: unknown;
}

const field = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

export function simulatorRoutes(app: FastifyInstance, simKey: string, operatorToken: string | null): void {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request) && !hasOperatorToken(request, operatorToken)) {
      return sendApiNotFound(reply);
    }
  };
  app.get('/sim/ussd', { onRequest }, async (_request, reply) =>
    reply.header('content-security-policy', POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(SIM_PAGE),
  );
  app.get('/sim/ussd/phone.js', { onRequest }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(SIM_SCRIPT),
  );
  app.get('/sim/ussd/ethiopic.woff2', { onRequest }, async (_request, reply) => {
    const bytes = await ethiopicFont();
    return bytes === null
      ? reply.code(404).type('text/plain').send('No font')
      : reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(bytes);
  });
  // The page's "network": one gateway request per input. A new call gets a fresh session id from the server.
  app.post('/sim/ussd/send', { onRequest }, async (request, reply) => {
    const body = (request.body ?? {}) as SendBody;
    const sessionId = field(body.sessionId, 128) || `sim-${randomUUID()}`;
    const form = new URLSearchParams({
      sessionId,
      serviceCode: field(body.serviceCode, 64),
      phoneNumber: field(body.phoneNumber, 64),
      text: field(body.text, 2000),
      networkCode: 'sim',
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/channels/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded', apikey: simKey },
      payload: form.toString(),
    });
    const screen = answer.statusCode === 200 ? answer.body : 'END The simulated gateway could not reach the service.';
    return reply.header('cache-control', 'no-store').send({ sessionId, screen });
  });
}
