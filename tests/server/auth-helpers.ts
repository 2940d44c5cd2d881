// Test helpers for accounts: requests that carry a session (X-Auth-Token on top of the signature), reading
// a code from the development SMS outbox, a full sign-up, an app in production mode, and capture of the
// server's log lines (pino writes through fs.writeSync to fd 1, which the capture wraps).
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { create } from 'superstruct';
import { LoginResponse } from '../../schema/session.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW, signRequest, signed, type SignOptions, type TestApp } from './helpers.ts';

export const PASSWORD = 'birr-secret-77';

export interface AuthedOptions extends SignOptions {
  token?: string;
  /** Extra headers (e.g. a different X-Merchant-ID is better done with merchantId). */
  headers?: Record<string, string>;
}

let seq = 0;
/** The clock is pinned: identical bodies would repeat a signature, so each request steps back 1 ms more. */
const stamp = (app: FastifyInstance, o: SignOptions): SignOptions => ({ ...o, timestamp: o.timestamp ?? app.now() - (seq++ % 100_000) });

/** A signed request that also carries the session token in X-Auth-Token. */
export function authed(app: FastifyInstance, o: AuthedOptions): Promise<LightMyRequestResponse> {
  const base = signRequest(app, stamp(app, o));
  const headers = { ...(base.headers as Record<string, string>), ...(o.token === undefined ? {} : { 'x-auth-token': o.token }), ...o.headers };
  return app.inject({ ...base, headers });
}

export const post = (app: FastifyInstance, url: string, body: unknown, merchantId = MERCHANT_ID, key?: string): Promise<LightMyRequestResponse> =>
  signed(app, stamp(app, { method: 'POST', url, body, merchantId, key: merchantId === MERCHANT_ID ? MERCHANT_KEY : key }));

/** A signed POST from a given client address (request.ip): per-address limits tell clients apart by it. */
export const postFrom = (app: FastifyInstance, remoteAddress: string, url: string, body: unknown): Promise<LightMyRequestResponse> =>
  app.inject({ ...signRequest(app, stamp(app, { method: 'POST', url, body })), remoteAddress });

/** The newest code sent to the phone, read from GET /api/dev/sms-outbox. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
  const body = res.json() as { messages: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1];
  if (code === undefined) {
    throw new Error(`no code in the outbox of ${phone}: ${res.body}`);
  }
  return code;
}

/** register → code from the outbox → verify; returns the decoded LoginResponse. */
export async function signUp(app: FastifyInstance, phone: string, password = PASSWORD): Promise<LoginResponse> {
  const reg = await post(app, '/api/v1/auth/register', { phone, password, merchant_id: MERCHANT_ID });
  if (reg.statusCode !== 200) {
    throw new Error(`register answered ${reg.statusCode}: ${reg.body}`);
  }
  const otp = await latestCode(app, phone);
  const res = await post(app, '/api/v1/auth/verify', { phone, otp, merchant_id: MERCHANT_ID });
  if (res.statusCode !== 200) {
    throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  }
  return create(res.json(), LoginResponse);
}

export async function logIn(app: FastifyInstance, phone: string, password = PASSWORD): Promise<LightMyRequestResponse> {
  return post(app, '/api/v1/auth/login', { phone, password, merchant_id: MERCHANT_ID });
}

/** An app like createTestApp's, with a chosen NODE_ENV and, optionally, logging on. */
export async function createAppWith(nodeEnv: string, logger = false): Promise<TestApp> {
  const clock = { now: NOW };
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    DATA_DIR: MEMORY_DATA_DIR,
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    STATIC_DIR: '/nonexistent/birrbet-dist',
  });
  const app = buildApp({ config, now: () => clock.now, syncCatalog: false, logger });
  await app.ready();
  return { app, clock };
}

/** Collects what is written to stdout/stderr (pino's sync destination and process streams) until stop(). */
export function captureOutput(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const original = fs.writeSync;
  const stdout = process.stdout.write.bind(process.stdout);
  const record = (chunk: unknown): void => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
  };
  (fs as { writeSync: unknown }).writeSync = (fd: number, chunk: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      record(chunk);
      return typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length;
    }
    return (original as (...a: unknown[]) => number)(fd, chunk, ...rest);
  };
  process.stdout.write = ((chunk: unknown) => {
    record(chunk);
    return true;
  }) as typeof process.stdout.write;
  return {
    lines,
    stop: () => {
      (fs as { writeSync: unknown }).writeSync = original;
      process.stdout.write = stdout;
    },
  };
}
