// Anonymous cashier tickets are limited per client address (request.ip): 20 attempts per 10 minutes and 200
// per day, counted in the shared rate_limits table; over a limit the answer is 429 TOO_MANY_TICKETS with
// Retry-After, and other addresses are not affected. Pinned clock, requests from chosen addresses.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, signRequest, type TestApp, createTestApp } from './helpers.ts';
import { moneyBody, pickLegs, type Leg } from './tickets-helpers.ts';

const URL = '/api/v1/tickets/cashier/anonymous';
const TOO_MANY = { error: 'Too many tickets from this address. Please try again later', code: 'TOO_MANY_TICKETS' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let legs: Leg[];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Legs of matches kicking off well after every moment this file's clock visits (the day ends at 24:00).
  const later = await t.app.db
    .selectFrom('matches')
    .select('id')
    .where('start_time', '>', new Date(NOW + 2 * DAY))
    .execute();
  // The first 1,500 upcoming matches reach past two days (about 290 kick off a day since issue 32's round-the-clock schedule).
  legs = (await pickLegs(t.app, 1_500)).filter((l) => later.some((m) => m.id === l.match_id)).slice(0, 2);
  expect(legs).toHaveLength(2);
});
afterAll(() => t.app.close());

const cashierBody = (): Record<string, unknown> => {
  const { user_id: _none, ...body } = moneyBody('', legs, 5);
  return body;
};

/** A signed cashier request from `address` (each with its own timestamp, so no signature repeats). */
function from(address: string, body: unknown = cashierBody()): Promise<LightMyRequestResponse> {
  sent += 1;
  return t.app.inject({ ...signRequest(t.app, { method: 'POST', url: URL, body, timestamp: t.clock.now - sent }), remoteAddress: address });
}

describe('POST /api/v1/tickets/cashier/anonymous limits per address', () => {
  it('takes 20 tickets per 10 minutes from one address, then answers 429 with Retry-After until the window ends', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await from('10.0.0.1');
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await from('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toBe('600');
    expect((await from('10.0.0.2')).statusCode).toBe(201);
    t.clock.now = NOW + 10 * MINUTE;
    expect((await from('10.0.0.1')).statusCode).toBe(201);
  });

  it('counts every attempt, a refused body too, and holds an address to 200 a day', async () => {
    const start = NOW + 20 * MINUTE;
    for (let window = 0; window < 10; window += 1) {
      t.clock.now = start + window * 10 * MINUTE;
      for (let i = 0; i < 20; i += 1) {
        expect((await from('10.0.0.3', {})).statusCode).toBe(400);
      }
    }
    t.clock.now = start + 100 * MINUTE;
    const refused = await from('10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    const dayEnd = Math.floor(t.clock.now / DAY) * DAY + DAY;
    expect(refused.headers['retry-after']).toBe(String(Math.ceil((dayEnd - t.clock.now) / 1000)));
    expect((await from('10.0.0.4')).statusCode).toBe(201);
    t.clock.now = dayEnd;
    expect((await from('10.0.0.3', {})).statusCode).toBe(400);
  });
});
