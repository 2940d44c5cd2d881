// Helpers for the USSD channel's tests (issue 34): a gateway's request as Africa's Talking-style gateways send it
// (form fields, `text` the whole path), a registered phone with money, and walking a session input by input.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerByPhone } from '../../server/modules/channels/core/register.ts';
import type { ChannelLanguage } from '../../server/modules/channels/core/types.ts';
import { fund } from './games-helpers.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { freshPhone } from './payments-helpers.ts';

export const GATEWAY_KEY = 'ussd-test-gateway-key';
export const USSD_ENV = { USSD_GATEWAY_KEY: GATEWAY_KEY };
export const PIN = '2580';

let sessions = 0;
export const newSession = (): string => `ATUid_${process.pid}_${++sessions}`;

export interface UssdCall {
  sessionId: string;
  phone: string;
  text: string;
  serviceCode?: string;
  key?: string | null;
  json?: boolean;
}

export function ussd(app: FastifyInstance, c: UssdCall): Promise<LightMyRequestResponse> {
  const fields = { sessionId: c.sessionId, serviceCode: c.serviceCode ?? '*804#', phoneNumber: c.phone, text: c.text, networkCode: '63902' };
  const headers: Record<string, string> = c.key === null ? {} : { apikey: c.key ?? GATEWAY_KEY };
  return c.json === true
    ? app.inject({ method: 'POST', url: '/api/channels/ussd', headers, payload: fields })
    : app.inject({
        method: 'POST',
        url: '/api/channels/ussd',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
}

/** The screen answered for the path `text`; fails unless a 200 text/plain CON/END of at most 182 characters. */
export async function screen(app: FastifyInstance, c: UssdCall): Promise<string> {
  const res = await ussd(app, c);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^(CON|END) /);
  expect(res.body.length, res.body).toBeLessThanOrEqual(182);
  return res.body;
}

/** Walks a fresh session through `inputs` (the gateway's text growing one input at a time); every screen. */
export async function walk(app: FastifyInstance, phone: string, inputs: readonly string[], sessionId = newSession()): Promise<string[]> {
  const screens = [await screen(app, { sessionId, phone, text: '' })];
  for (let i = 1; i <= inputs.length; i++) {
    screens.push(await screen(app, { sessionId, phone, text: inputs.slice(0, i).join('*') }));
  }
  return screens;
}

/** A phone registered by the channel (language chosen), with `cents` in its wallet. */
export async function ussdPlayer(app: FastifyInstance, cents = 0, language: ChannelLanguage = 'en'): Promise<{ phone: string; userId: string }> {
  const phone = freshPhone();
  const { userId } = await registerByPhone(app, { merchantId: MERCHANT_ID, phone, pin: PIN, language, ageConfirmed: true, nowMs: NOW });
  if (cents > 0) {
    await fund(app, userId, cents);
  }
  return { phone, userId };
}
