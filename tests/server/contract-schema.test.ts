// The OpenAPI document says what the server does (issue 28, item 12): requests generated from the served
// /api/openapi.json itself (json-schema-faker, seeded; plus negative cases: a required field left out, wrong
// types, NUL-byte garbage, numbers out of range, a body that is not JSON) reach every operation with the
// credentials it declares, and every answer is checked against the document: no 5xx, a declared status, a body
// valid against the declared schema (Ajv, JSON Schema 2020-12). A small seeded run here; `npm run fuzz:contract`
// runs it long with a random seed (scripts/fuzz-contract.ts).
import { describe, expect, it } from 'vitest';
import { runContract } from '../../scripts/contract/run.ts';
import { NO_LOAD_SHEDDING, supplierEnv } from '../../scripts/contract/suppliers.ts';
import { MERCHANT_ID, MERCHANT_KEY, useTestApp } from './helpers.ts';

const OPERATOR_TOKEN = 'contract-schema-operator';
// Every supplier configured, so their wallet callbacks are mounted and reached (scripts/contract/suppliers.ts).
const t = useTestApp({ operatorToken: OPERATOR_TOKEN, env: { ...supplierEnv(), ...NO_LOAD_SHEDDING } });

describe('every operation of /api/openapi.json, against its own declaration', () => {
  it('answers generated valid and negative requests with a declared status and a body of the declared schema', async () => {
    const run = await runContract(t.app, {
      merchant: { id: MERCHANT_ID, key: MERCHANT_KEY },
      operatorToken: OPERATOR_TOKEN,
      seed: 28,
      valid: 2,
      negative: 1,
    });
    const lines = run.findings.map((f) => `${f.operation} [${f.kind}] ${f.status}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`);
    expect(lines).toEqual([]);
    // The run reached the handlers, not only the guards: most operations answered a 2xx to a generated request.
    expect(run.operations).toBeGreaterThan(100);
    expect(run.sent).toBeGreaterThan(run.operations * 4);
    expect(
      Object.entries(run.byStatus)
        .filter(([s]) => s.startsWith('2'))
        .reduce((n, [, c]) => n + c, 0),
    ).toBeGreaterThan(run.operations / 2);
    expect(run.ledgerOk, JSON.stringify(run.ledger)).toBe(true);
  }, 180_000);
});
