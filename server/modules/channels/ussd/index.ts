// The USSD channel (issue 34): POST /api/channels/ussd for the gateway, and its simulator (/sim/ussd). The gateway
// proves itself with USSD_GATEWAY_KEY in the `apikey` header, compared in constant time (digests of equal length).
// Without a configured key only the simulator can call: its route on this server adds a key made at start-up that
// never leaves the process (the page holds no secret); a stranger posting to the endpoint gets 401. The simulator
// is off beside a real gateway (anyone may type any phone number into it) and in production unless USSD_SIMULATOR=on.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USSD_UNAUTHORIZED, UssdCallback } from '../../../../schema/endpoints/channels-ussd.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { answerUssd } from './handler.ts';
import { simulatorRoutes } from './sim.ts';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

export function sameKey(given: string | undefined, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

export async function ussdModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { config } = opts;
  const simKey = config.ussdSimulator ? randomBytes(32).toString('base64url') : null;
  const key = config.ussdGatewayKey ?? simKey;
  app.log.info(
    config.ussdGatewayKey !== null
      ? `ussd: gateway key set, service code ${config.ussdServiceCode}`
      : simKey !== null
        ? `ussd: no USSD_GATEWAY_KEY, the simulator answers at /sim/ussd (service code ${config.ussdServiceCode})`
        : 'ussd: off (no USSD_GATEWAY_KEY; USSD_SIMULATOR=on to run the simulator in production)',
  );
  // The gateways post HTML-form bodies: accepted on this route's context only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    route(scope, UssdCallback, async (request, reply) => {
      const given = request.headers['apikey'];
      if (key === null || !sameKey(Array.isArray(given) ? given[0] : given, key)) {
        request.log.warn('ussd: a call without the gateway key was refused');
        throw new HttpError(USSD_UNAUTHORIZED.status, USSD_UNAUTHORIZED.code, USSD_UNAUTHORIZED.text);
      }
      const body = request.body ?? {};
      const screen = await answerUssd(opts, body, request.log);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(screen);
    });
  });
  if (simKey !== null) {
    simulatorRoutes(app, simKey, config.operatorToken);
  }
}
