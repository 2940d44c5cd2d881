// The contract check's own rules (scripts/contract/check.ts), on a made-up operation: what it must call a
// disagreement (a 5xx, an undeclared status or media type, a body off its schema, an undeclared refusal code) and
// what it must let pass; and the negative cases (scripts/contract/cases.ts) break what they say they break.
import { describe, expect, it } from 'vitest';
import { negativeCase } from '../../scripts/contract/cases.ts';
import { answerChecker, declaredCodes } from '../../scripts/contract/check.ts';
import type { Operation } from '../../scripts/contract/operations.ts';
import { seeded } from '../../scripts/harness/rng.mjs';

const ERROR = { type: 'object', properties: { error: { type: 'string' }, code: { type: 'string' } }, required: ['error', 'code'] };
const op: Operation = {
  id: 'placeThing',
  method: 'POST',
  path: '/api/v1/things/{id}',
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }],
  body: {
    type: 'object',
    properties: { name: { type: 'string' }, stake: { type: 'number', minimum: 1, maximum: 100, multipleOf: 0.01 } },
    required: ['name', 'stake'],
  },
  credentials: { signature: true, session: false, cashier: false, operator: false },
  responses: {
    '200': {
      description: 'OK',
      content: { 'application/json': { type: 'object', properties: { stake: { type: 'number', multipleOf: 0.01 } }, required: ['stake'] } },
    },
    '400': { description: 'Refused. Codes: THING_CLOSED, VALIDATION_FAILED.', content: { 'application/json': ERROR } },
  },
};
const check = answerChecker();
const json = (status: number, body: unknown) =>
  check(op, 'valid', 'POST …', { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

describe('the answer check', () => {
  it('passes a declared status whose body matches, amounts of 2 decimals included', () => {
    expect(json(200, { stake: 19.99 })).toBeNull();
    expect(json(400, { error: 'Closed', code: 'THING_CLOSED' })).toBeNull();
  });

  it('finds a 5xx, an undeclared status, a body off its schema, an undeclared code and an undeclared media type', () => {
    expect(json(500, { error: 'x', code: 'INTERNAL' })?.problem).toBe('a 5xx answer');
    expect(json(404, { error: 'x', code: 'NOT_FOUND' })?.problem).toMatch(/status 404 is not declared/);
    expect(json(400, { error: 'x' })?.problem).toMatch(/required property 'code'/);
    expect(json(200, { stake: 1.005 })?.problem).toMatch(/multiple of/);
    expect(json(400, { error: 'x', code: 'SOMETHING_ELSE' })?.problem).toMatch(/code SOMETHING_ELSE is not declared/);
    expect(check(op, 'valid', 'POST …', { status: 200, contentType: 'text/html', body: '<p>' })?.problem).toMatch(/content-type text\/html/);
    expect(json(200, 'not an object')?.problem).toMatch(/must be object/);
  });

  it('reads the codes a description lists', () => {
    expect(declaredCodes('Refused. Codes: A_B, C.')).toEqual(['A_B', 'C']);
    expect(declaredCodes('OK')).toEqual([]);
  });
});

describe('the negative cases', () => {
  const valid = { kind: 'valid', params: { id: 'x1' }, query: {}, headers: {}, body: { name: 'n', stake: 10 }, session: 's' };
  it('leave out a required field, break a type, put NUL bytes in, go out of range, and send a body that is not JSON', () => {
    const rng = seeded(1);
    const missing = negativeCase(op, valid, 'missing-required', rng)?.body as Record<string, unknown>;
    expect(Object.keys(missing).length).toBe(1);
    const wrong = negativeCase(op, valid, 'wrong-type', rng)?.body as Record<string, unknown>;
    expect(typeof wrong['name'] !== 'string' || typeof wrong['stake'] !== 'number').toBe(true);
    const garbage = negativeCase(op, valid, 'nul-garbage', rng);
    expect(JSON.stringify(garbage)).toContain('\\u0000');
    const ranged = negativeCase(op, valid, 'out-of-range', rng)?.body as Record<string, number> | undefined;
    const range = ranged?.['stake'] ?? 0;
    expect(range < 1 || range > 100 || !Number.isInteger(range * 100)).toBe(true);
    expect(negativeCase(op, valid, 'not-json', rng)?.raw).toBeTypeOf('string');
    expect(valid.body).toEqual({ name: 'n', stake: 10 });
  });
});
