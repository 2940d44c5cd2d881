// The schema-driven contract run against an app in this process (Fastify inject: no port, no build): sets up
// what the generated requests need to reach the handlers — the fuzzer's verified player with money and a session,
// pools of real ids (scripts/fuzz/setup.mjs), a shop cashier's sessions, the operator token — reads the served
// /api/openapi.json, sends each operation its valid and negative cases (cases.ts), signed as the client signs,
// and checks every answer against the document (check.ts). The ledger's invariants are checked at the end:
// nothing refused may have moved money. Used by tests/server/contract-schema.test.ts (short, seeded) and by
// `npm run fuzz:contract` (scripts/fuzz-contract.ts, long).
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { signaturePayload } from '../../domain/signing.ts';
import type { FuzzClient } from '../fuzz/setup.d.mts';
import { prepare } from '../fuzz/setup.mjs';
import { seeded } from '../harness/rng.mjs';
import { type Case, type ContractContext, type Fits, NEGATIVE_KINDS, negativeCase, validCase } from './cases.ts';
import { answerChecker, type Finding } from './check.ts';
import { type JsonSchema, type Operation, operationsOf } from './operations.ts';

export interface RunOptions {
  merchant: { id: string; key: string };
  operatorToken: string;
  seed: number;
  /** Valid requests per operation (the first uses the fuzzer's whole-body override where there is one). */
  valid: number;
  /** Negative requests per operation and kind. */
  negative: number;
  only?: RegExp;
}

export interface RunResult {
  operations: number;
  sent: number;
  /** Cases a transport refused to carry (a header value inject cannot send): not answers, so not checked. */
  unsendable: number;
  byStatus: Record<string, number>;
  /** Answers by operation id and status, to see which operations the generated requests got past the guards. */
  byOperation: Record<string, Record<string, number>>;
  findings: Finding[];
  /** Valid cases the edge refused (VALIDATION_FAILED) by operation, first answer: a generator gap or a declaration the route disagrees with. */
  validRefused: Record<string, string>;
  ledgerOk: boolean;
  ledger: unknown;
}

/** The fuzzer's client over inject: signed calls, the session and the operator token as setup.mjs expects. */
function injectClient(app: FastifyInstance, merchant: RunOptions['merchant'], operatorToken: string) {
  let last = 0;
  const stamp = (): string => {
    last = Math.max(app.now(), last + 1);
    return String(last);
  };
  const signature = (raw: string): Record<string, string> => {
    const timestamp = stamp();
    const hmac = createHmac('sha256', merchant.key)
      .update(signaturePayload(raw, timestamp, merchant.id))
      .digest('hex');
    return { 'x-merchant-id': merchant.id, 'x-timestamp': timestamp, 'x-signature': hmac };
  };
  const client: FuzzClient = {
    stamp,
    async call(method, url, { body, token, headers = {} } = {}) {
      const raw = body === undefined ? '' : JSON.stringify(body);
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...signature(raw),
          ...(raw === '' ? {} : { 'content-type': 'application/json' }),
          ...(token ? { 'x-auth-token': token } : {}),
          ...(url.startsWith('/api/admin/') ? { authorization: `Bearer ${operatorToken}` } : {}),
          ...headers,
        },
        ...(raw === '' ? {} : { payload: raw }),
      });
      let json: unknown = null;
      try {
        json = res.json();
      } catch {
        // not JSON
      }
      return { status: res.statusCode, body: res.body, json };
    },
  };
  return { client, signature };
}

/** A shop with a cashier, signed in twice (one session for the sign-out operation to end). */
async function cashierSessions(client: FuzzClient): Promise<[string, string]> {
  const shop = await client.call('POST', '/api/admin/v1/shops', { body: { name: `Contract shop ${client.stamp()}` } });
  const username = `contract-${client.stamp()}`;
  const password = 'contract-cashier-7719';
  await client.call('POST', `/api/admin/v1/shops/${encodeURIComponent(shop.json?.id)}/cashiers`, { body: { username, password } });
  const signIn = async (): Promise<string> => {
    const res = await client.call('POST', '/api/v1/shop/sign-in', { body: { username, password } });
    if (res.status !== 200) {
      throw new Error(`cashier sign-in answered ${res.status}: ${res.body.slice(0, 200)}`);
    }
    return res.json.token;
  };
  return [await signIn(), await signIn()];
}

/** Operations that end what later ones need (a session, the password, the account, real-money play) run last. */
const ENDS_SOMETHING = /logout|signout|password|delete|exclu|close|revoke|setGameSettings/i;

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export async function runContract(app: FastifyInstance, options: RunOptions): Promise<RunResult> {
  const rng = seeded(options.seed);
  const { client, signature } = injectClient(app, options.merchant, options.operatorToken);
  // Real-money casino play on (a merchant starts with it off), so the setup's house launches give live tokens.
  await client.call('PUT', '/api/admin/v1/games/settings', { body: { real_money: true } });
  const fuzz = await prepare(client, rng, { merchantId: options.merchant.id, operatorToken: options.operatorToken });
  const [cashierToken, spareCashierToken] = await cashierSessions(client);
  const ctx: ContractContext = { ...fuzz, cashierToken, spareCashierToken };
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = operationsOf(doc)
    .filter((op) => options.only === undefined || options.only.test(op.id) || options.only.test(op.path))
    .sort((a, b) => Number(ENDS_SOMETHING.test(a.id)) - Number(ENDS_SOMETHING.test(b.id)));

  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 });
  addFormats(ajv);
  const fitted = new Map<JsonSchema, (value: unknown) => boolean>();
  const fits: Fits = (schema, value) => {
    let validate = fitted.get(schema);
    if (validate === undefined) {
      const compiled = ajv.compile(schema);
      validate = (v) => compiled(v) === true;
      fitted.set(schema, validate);
    }
    return validate(value);
  };
  const check = answerChecker();
  const result: RunResult = {
    operations: operations.length,
    sent: 0,
    unsendable: 0,
    byStatus: {},
    byOperation: {},
    findings: [],
    validRefused: {},
    ledgerOk: false,
    ledger: null,
  };

  const send = async (op: Operation, c: Case): Promise<void> => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(c.params[name] ?? '')));
    const query = Object.entries(c.query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`)
      .join('&');
    const url = query === '' ? path : `${path}?${query}`;
    const payload = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
    const headers: Record<string, string> = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, text(v)]));
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (op.credentials.signature) {
      Object.assign(headers, signature(payload ?? ''));
    }
    if (op.credentials.session) {
      headers['x-auth-token'] = c.session;
    }
    if (op.credentials.cashier) {
      headers['x-cashier-token'] = op.id === 'cashierSignOut' ? ctx.spareCashierToken : ctx.cashierToken;
    }
    if (op.credentials.operator) {
      headers.authorization = `Bearer ${options.operatorToken}`;
    }
    const described = `${op.method} ${url} ${payload ?? ''}`;
    let res: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      res = await app.inject({ method: op.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
    } catch {
      result.unsendable += 1;
      return;
    }
    result.sent += 1;
    result.byStatus[res.statusCode] = (result.byStatus[res.statusCode] ?? 0) + 1;
    result.byOperation[op.id] ??= {};
    const mine = result.byOperation[op.id] ?? {};
    mine[res.statusCode] = (mine[res.statusCode] ?? 0) + 1;
    if (c.kind.startsWith('valid') && res.statusCode === 400 && res.body.includes('"VALIDATION_FAILED"')) {
      result.validRefused[op.id] ??= `${described.slice(0, 200)} → ${res.body.slice(0, 160)}`;
    }
    const answer = { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
    const finding = check(op, c.kind, described, answer);
    if (finding !== null) {
      result.findings.push(finding);
    }
  };

  let seed = options.seed;
  for (const op of operations) {
    for (let i = 0; i < options.valid; i += 1) {
      seed += 1;
      await send(op, validCase(op, ctx, rng, fits, seed, i === 0));
    }
    for (const kind of NEGATIVE_KINDS) {
      for (let i = 0; i < options.negative; i += 1) {
        seed += 1;
        const negative = negativeCase(op, validCase(op, ctx, rng, fits, seed, rng.chance(0.5)), kind, rng);
        if (negative !== null) {
          await send(op, negative);
        }
      }
    }
  }
  const ledger = await client.call('GET', '/api/admin/v1/ledger/check');
  result.ledger = ledger.json;
  result.ledgerOk = ledger.status === 200 && ledger.json?.ok === true;
  return result;
}
