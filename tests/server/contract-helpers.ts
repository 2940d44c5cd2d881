// Shared by the contract tests of each area: an answer must decode with the struct its endpoint declares for
// its status (the client decodes with the same struct).
import type { LightMyRequestResponse } from 'fastify';
import { validate } from 'superstruct';
import { expect } from 'vitest';
import type { Endpoint } from '../../schema/endpoint.ts';

/** Checks the status and that the body decodes with the declared struct; returns the raw body. */
export function expectDeclared(endpoint: Endpoint, res: LightMyRequestResponse, status = 200): any {
  expect(res.statusCode, `${endpoint.id}: ${res.body.slice(0, 300)}`).toBe(status);
  const struct = endpoint.responses[status];
  if (struct === undefined || typeof struct === 'string') {
    throw new Error(`${endpoint.id} declares no JSON answer for ${status}`);
  }
  const [error] = validate(res.json(), struct, { coerce: true });
  expect(error?.message, endpoint.id).toBeUndefined();
  return res.json();
}
