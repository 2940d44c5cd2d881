// `npm run fuzz:contract`: the schema-driven contract test run long (scripts/contract/run.ts; the short seeded
// pass is tests/server/contract-schema.test.ts in `npm test`). Requests are generated from the served
// /api/openapi.json (json-schema-faker) with negative cases, sent to every operation with the credentials it
// declares, and each answer is checked against the document: no 5xx, a declared status, a body valid against the
// declared schema (Ajv, JSON Schema 2020-12). The app runs in this process on an in-memory PGlite, or with --pg
// on a scratch PostgreSQL database made from DATABASE_URL / TEST_DATABASE_URL and dropped afterwards.
//   npm run fuzz:contract -- [--valid 20] [--negative 10] [--seed N] [--pg] [--only REGEX]
// (--valid: generated valid requests per operation; --negative: negative requests per operation and kind.)
// Exits 1 on any finding or when the ledger's invariants do not hold afterwards.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MEMORY_DATA_DIR } from '../server/db/index.ts';
import { runContract } from './contract/run.ts';
import { NO_LOAD_SHEDDING, supplierEnv } from './contract/suppliers.ts';
import { scratchDatabase } from './harness/scratch.mjs';

const { values: args } = parseArgs({
  options: {
    valid: { type: 'string' },
    negative: { type: 'string' },
    seed: { type: 'string' },
    pg: { type: 'boolean' },
    only: { type: 'string' },
  },
});
const seed = Number(args.seed ?? randomBytes(4).readUInt32LE(0));
const merchant = { id: 'birrbet-contract', key: `contract-key-${randomBytes(8).toString('hex')}` };
const operatorToken = `contract-operator-${randomBytes(8).toString('hex')}`;

const scratch = args.pg ? await scratchDatabase(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL, 'birrbet_contract') : null;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: MEMORY_DATA_DIR,
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  MERCHANT_ID: merchant.id,
  MERCHANT_API_KEY: merchant.key,
  OPERATOR_TOKEN: operatorToken,
  // Every operator endpoint is exercised with the token: it holds every role (a real server scopes it: 'machine').
  OPERATOR_TOKEN_ROLES: 'admin,trader,risk,finance,support,marketing,shop_manager,machine',
  STATIC_DIR: '/nonexistent/birrbet-dist',
  SSR_BUNDLE: 'off',
  ...supplierEnv(),
  ...NO_LOAD_SHEDDING,
});
const app = buildApp({ config, logger: false });
let failed = true;
try {
  await app.ready();
  const valid = Number(args.valid ?? 20);
  const negative = Number(args.negative ?? 10);
  console.log(
    `fuzz:contract: seed ${seed}, ${valid} valid and ${negative} negative requests of each kind per operation, ${scratch ? `PostgreSQL ${scratch.name}` : 'PGlite'}`,
  );
  const run = await runContract(app, { merchant, operatorToken, seed, valid, negative, ...(args.only ? { only: new RegExp(args.only) } : {}) });
  const statuses = Object.entries(run.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(`${run.operations} operations, ${run.sent} requests (${run.unsendable} a transport would not carry); by status: ${statuses}`);
  const guarded = Object.entries(run.byOperation)
    .filter(([, by]) => !Object.keys(by).some((s) => s.startsWith('2')))
    .map(([id, by]) => `${id} (${Object.keys(by).join('/')})`);
  console.log(`operations no generated request got a 2xx from: ${guarded.length}${guarded.length ? ` — ${guarded.join(', ')}` : ''}`);
  const refused = Object.entries(run.validRefused);
  console.log(`operations a generated valid request was refused VALIDATION_FAILED by: ${refused.length}`);
  for (const [id, first] of refused) {
    console.log(`  ${id}: ${first}`);
  }
  console.log(`findings: ${run.findings.length}`);
  const shown = new Map<string, number>();
  for (const f of run.findings) {
    const n = (shown.get(f.operation) ?? 0) + 1;
    shown.set(f.operation, n);
    if (n <= 3) {
      console.log(`  ${f.operation} [${f.kind}] ${f.status}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`);
    }
  }
  console.log(`ledger: ${JSON.stringify(run.ledger)} → ${run.ledgerOk ? 'OK' : 'BROKEN'}`);
  failed = run.findings.length > 0 || !run.ledgerOk;
} finally {
  await app.close();
  await scratch?.drop();
}
console.log(failed ? '✖ fuzz:contract failed' : '✔ fuzz:contract passed');
process.exit(failed ? 1 : 0);
