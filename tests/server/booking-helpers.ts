// Shared steps of the booking code tests: one app per test file (PGlite, pinned clock) with six priced legs of later
// matches, a signed save from a chosen address (each with its own timestamp, so no signature repeats), a public read.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { signRequest, type TestApp, createTestApp } from './helpers.ts';
import { pickLegs, type Leg } from './tickets-helpers.ts';

export const URL = '/api/v1/booking-codes';

export interface BookingTest {
  t: TestApp;
  legs: Leg[];
  save(payload: unknown, address?: string): Promise<LightMyRequestResponse>;
  read(code: string): Promise<LightMyRequestResponse>;
  saved(picks: readonly Leg[], address?: string): Promise<{ code: string; expires_at: string }>;
}

export const body = (picks: readonly Leg[]): Record<string, unknown> => ({ selections: picks });

/** The file's app and helpers, filled in by beforeAll: read the fields inside tests and hooks only. */
export function useBookingApp(): BookingTest {
  let sent = 0;
  const b = {} as BookingTest;
  b.save = (payload, address = '10.1.0.1') => {
    sent += 1;
    return b.t.app.inject({
      ...signRequest(b.t.app, { method: 'POST', url: URL, body: payload, timestamp: b.t.clock.now - sent }),
      remoteAddress: address,
    });
  };
  b.read = (code) => b.t.app.inject({ method: 'GET', url: `${URL}/${code}` });
  b.saved = async (picks, address) => {
    const res = await b.save(body(picks), address);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  beforeAll(async () => {
    b.t = await createTestApp();
    b.legs = await pickLegs(b.t.app, 6);
    expect(b.legs).toHaveLength(6);
  });
  afterAll(() => b.t.app.close());
  return b;
}
