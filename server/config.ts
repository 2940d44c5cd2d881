// Server configuration read from the environment. loadConfig is pure over its argument (no
// process.env, no cwd) so tests can build any configuration; paths stay as given and are resolved by their users.
// DATABASE_URL unset means the embedded PGlite database in DATA_DIR ('memory://' keeps it in memory).

import { isIP } from 'node:net';
import { DEFAULT_OPERATOR_IDLE_MINUTES, parseOperatorCreditMax, parseOperatorTokenRoles, weakOperatorToken } from './config-operator.ts';
import type { Role } from '../schema/operator-access.ts';
import { type LiveDelays, type LiveSource, parseLiveDelays, parseLiveSource } from './config-live.ts';
import { loadPaymentsConfig, type PaymentsConfig } from './config-payments.ts';
import { type GamesConfig, loadGamesConfig } from './config-games.ts';
import { parsePromoCodes } from './config-promo.ts';
import { loadTelegramConfig, type TelegramConfig } from './config-telegram.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  merchantId: string;
  merchantApiKey: string;
  nodeEnv: string;
  /** The built client (vite's outDir); served only when it exists. */
  staticDir: string;
  /** The server-rendering bundle of the home page (scripts/build-ssr.mjs); 'off' serves the plain client shell. */
  ssrBundle: string | null;
  /** One log line per request (LOG_REQUESTS=1); off by default, the console stays readable. */
  logRequests: boolean;
  /** Bearer token of machine access to the operator endpoints (/api/admin/v1/*); null: people's sessions only. */
  operatorToken: string | null;
  /** The roles the operator token acts with (OPERATOR_TOKEN_ROLES, default 'machine': feeds and scripts). */
  operatorTokenRoles: Role[];
  /** A back-office session unused this long is over (OPERATOR_IDLE_MINUTES, default 30), in ms. */
  operatorIdleMs: number;
  /** The most one manual operator credit may add, in cents (OPERATOR_CREDIT_MAX in ETB, default 10,000; issue 28). */
  operatorCreditMaxCents: number;
  /** How often the demo feed moves prices and suspends markets about to kick off (ms); 0 = never. */
  oddsMoveEveryMs: number;
  /** A socket receives at most one ODDS_CHANGE per this many ms (changes in between are coalesced). */
  oddsFlushMs: number;
  /** How often an open back-office dashboard checks its figures and pushes them when they changed (ms). */
  dashboardPushMs: number;
  /** How often the embedded live feed writes the events of matches being played (LIVE_TICK_MS, ms); 0 = never. */
  liveTickMs: number;
  /** How long a bet with an in-play leg is held, per sport id (LIVE_BET_DELAYS: config-live.ts). */
  liveBetDelays: LiveDelays;
  /** Who writes live match events (LIVE_SOURCE): the embedded engine, or a real feed only (config-live.ts). */
  liveSource: LiveSource;
  /** Where results come from without a stored one (RESULTS_SOURCE): the secret-seeded simulator, or none ('operator'). */
  resultsSource: 'simulator' | 'operator';
  /** Fastify's trustProxy (TRUST_PROXY): false (unset), true, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Concurrent HTTP connections (and, separately, sockets) one client address may hold. */
  maxConnectionsPerAddress: number;
  /** Overload (issue 28): the most work queued ahead a request is taken with (OVERLOAD_QUEUE_MS; 0 = no bound). */
  overloadQueueMs: number;
  /** Overload: the event-loop lag past which requests are refused with 503 (OVERLOAD_EVENT_LOOP_MS; 0 = no bound). */
  overloadEventLoopMs: number;
  /** Memory for ready catalogue answers (RESPONSE_CACHE_MB, default 64; 0 turns the cache off). */
  responseCacheMb: number;
  /** A real SMS gateway (SMS_GATEWAY_URL); null keeps codes in the local outbox (refused in production). */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  /** The SMS channel's inbound webhook secret (SMS_INBOUND_SECRET, HMAC-SHA256); null: only the simulator may post. */
  smsInboundSecret: string | null;
  /** The short number players text bets to (SMS_SHORT_CODE, default 8989), as the SMS help text names it. */
  smsShortCode: string;
  /** The USSD gateway's shared key (USSD_GATEWAY_KEY, sent as the `apikey` header); null: only the simulator may call. */
  ussdGatewayKey: string | null;
  /** The code players dial (USSD_SERVICE_CODE, default *804#); the endpoint refuses any other. */
  ussdServiceCode: string;
  /** The feature-phone simulator (/sim/ussd): without a gateway key, outside production or with USSD_SIMULATOR=on. */
  ussdSimulator: boolean;
  /** Sign-up and reset codes one client address may ask for per hour (CODE_SENDS_PER_ADDRESS_PER_HOUR, default 20). */
  codeSendsPerAddress: number;
  /** How often LotoFoot weeks are closed, opened, graded and paid (LOTOFOOT_EVERY_MS). */
  lotofootEveryMs: number;
  /** LOTOFOOT_WEEKLY_CAP (ETB): the most a fixed-prize LotoFoot week may owe if every ticket hit the top tier. */
  lotofootWeeklyCapCents: number;
  /** Payment gateways: live credentials or the embedded simulators (config-payments.ts). */
  payments: PaymentsConfig;
  /** Game suppliers whose credentials are set (config-games.ts). */
  games: GamesConfig;
  /** The help line players see (SUPPORT_PHONE); the default is the demo's, set it for a real operator. */
  supportPhone: string;
  /** Promo codes accepted at sign-up (SIGNUP_PROMO_CODES, config-promo.ts); any other is refused. */
  signupPromoCodes: ReadonlySet<string>;
  /** The Telegram bot and Mini App (issue 34, config-telegram.ts): the real Bot API, or the embedded simulator. */
  telegram: TelegramConfig;
}

export type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function parsePort(raw: string | undefined): number {
  const text = nonEmpty(raw);
  if (text === undefined) {
    return 8087;
  }
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${text}'`);
  }
  return port;
}

/** A whole number of milliseconds from `min` to one day, or `fallback` when unset. */
function parseMs(env: Env, name: string, fallback: number, min: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) {
    return fallback;
  }
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < min || ms > 86_400_000) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to 86400000, got '${text}'`);
  }
  return ms;
}

/** TRUST_PROXY as Fastify's trustProxy takes it: true/false, a hop count, or comma-separated addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const text = nonEmpty(raw)?.toLowerCase();
  if (text === undefined || text === 'false' || text === '0') {
    return false;
  }
  if (text === 'true') {
    return true;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) {
      throw new Error(`TRUST_PROXY hop count must be at most 32, got '${text}'`);
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!named.includes(entry) && (family === 0 || !bitsOk || extra !== undefined)) {
      throw new Error(`TRUST_PROXY must be true, a hop count, or comma-separated addresses/CIDRs; '${entry}' is none of them`);
    }
  }
  return entries;
}

function parseCount(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = nonEmpty(env[name]);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}

function parseResultsSource(raw: string | undefined): 'simulator' | 'operator' {
  const text = nonEmpty(raw)?.toLowerCase() ?? 'simulator';
  if (text !== 'simulator' && text !== 'operator') {
    throw new Error(`RESULTS_SOURCE must be 'simulator' or 'operator', got '${text}'`);
  }
  return text;
}

export function loadConfig(env: Env): ServerConfig {
  const nodeEnv = nonEmpty(env['NODE_ENV']) ?? 'development';
  return {
    port: parsePort(env['PORT']),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env['DATABASE_URL']) ?? null,
    dataDir: nonEmpty(env['DATA_DIR']) ?? './data',
    merchantId: nonEmpty(env['MERCHANT_ID']) ?? DEMO_MERCHANT_ID,
    merchantApiKey: nonEmpty(env['MERCHANT_API_KEY']) ?? 'birrbet-demo-key-2026',
    nodeEnv,
    staticDir: nonEmpty(env['STATIC_DIR']) ?? 'dist',
    ssrBundle: env['SSR_BUNDLE'] === 'off' ? null : (nonEmpty(env['SSR_BUNDLE']) ?? 'dist-server/ssr/render.mjs'),
    logRequests: ['1', 'true', 'yes'].includes((nonEmpty(env['LOG_REQUESTS']) ?? '').toLowerCase()),
    operatorToken: nonEmpty(env['OPERATOR_TOKEN']) ?? null,
    operatorTokenRoles: parseOperatorTokenRoles(env['OPERATOR_TOKEN_ROLES']),
    operatorIdleMs: parseCount(env, 'OPERATOR_IDLE_MINUTES', DEFAULT_OPERATOR_IDLE_MINUTES, 1, 24 * 60) * 60_000,
    operatorCreditMaxCents: parseOperatorCreditMax(env['OPERATOR_CREDIT_MAX']),
    // Prices stand still under NODE_ENV=test unless asked for: tests and journeys compare exact odds.
    oddsMoveEveryMs: parseMs(env, 'ODDS_MOVE_EVERY_MS', nodeEnv === 'test' ? 0 : 20_000, 0),
    oddsFlushMs: parseMs(env, 'ODDS_FLUSH_MS', 2_000, 1),
    dashboardPushMs: parseMs(env, 'DASHBOARD_PUSH_MS', 5_000, 100),
    // Matches play themselves only when asked under NODE_ENV=test: tests and journeys move the feed clock by hand.
    liveTickMs: parseMs(env, 'LIVE_TICK_MS', nodeEnv === 'test' ? 0 : 1_000, 0),
    liveBetDelays: parseLiveDelays(env['LIVE_BET_DELAYS']),
    liveSource: parseLiveSource(env['LIVE_SOURCE']),
    resultsSource: parseResultsSource(env['RESULTS_SOURCE']),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    maxConnectionsPerAddress: parseCount(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 100_000),
    // Off under NODE_ENV=test unless asked for: tests and journeys run on shared, busy machines.
    overloadQueueMs: parseMs(env, 'OVERLOAD_QUEUE_MS', nodeEnv === 'test' ? 0 : 3_000, 0),
    overloadEventLoopMs: parseMs(env, 'OVERLOAD_EVENT_LOOP_MS', nodeEnv === 'test' ? 0 : 1_000, 0),
    responseCacheMb: parseCount(env, 'RESPONSE_CACHE_MB', 64, 0, 4096),
    smsGatewayUrl: nonEmpty(env['SMS_GATEWAY_URL']) ?? null,
    smsGatewayToken: nonEmpty(env['SMS_GATEWAY_TOKEN']) ?? null,
    smsInboundSecret: nonEmpty(env['SMS_INBOUND_SECRET']) ?? null,
    smsShortCode: nonEmpty(env['SMS_SHORT_CODE']) ?? '8989',
    ussdGatewayKey: nonEmpty(env['USSD_GATEWAY_KEY']) ?? null,
    ussdServiceCode: nonEmpty(env['USSD_SERVICE_CODE']) ?? '*804#',
    // A simulator lets anyone type any phone number: never beside a real gateway, and in production only when asked.
    ussdSimulator: nonEmpty(env['USSD_GATEWAY_KEY']) === undefined && (env['NODE_ENV'] !== 'production' || env['USSD_SIMULATOR'] === 'on'),
    codeSendsPerAddress: parseCount(env, 'CODE_SENDS_PER_ADDRESS_PER_HOUR', 20, 1, 100_000),
    lotofootEveryMs: parseMs(env, 'LOTOFOOT_EVERY_MS', 15_000, 100),
    lotofootWeeklyCapCents: parseCount(env, 'LOTOFOOT_WEEKLY_CAP', 5_000_000, 1, 1_000_000_000) * 100,
    payments: loadPaymentsConfig(env),
    games: loadGamesConfig(env),
    supportPhone: nonEmpty(env['SUPPORT_PHONE']) ?? DEMO_SUPPORT_PHONE,
    signupPromoCodes: parsePromoCodes(env),
    telegram: loadTelegramConfig(env, nodeEnv === 'production'),
  };
}

/** The demo's help line (SUPPORT_PHONE's default): one place, documented in docs/operations.md. */
export const DEMO_SUPPORT_PHONE = '+251 11 558 0000';

/** The merchant the demo data belongs to (MERCHANT_ID's default). */
export const DEMO_MERCHANT_ID = 'birrbet-demo';

export const isProduction = (config: ServerConfig): boolean => config.nodeEnv === 'production';

/**
 * Why this configuration must not serve, in one line, or null. In production codes must reach phones: the
 * local outbox would leave every account's sign-up and reset codes on the server, unread by their owners.
 */
export function startupRefusal(config: ServerConfig): string | null {
  if (isProduction(config) && config.smsGatewayUrl === null) {
    return 'NODE_ENV=production needs a real SMS gateway: set SMS_GATEWAY_URL (and SMS_GATEWAY_TOKEN); the local SMS outbox is for development only';
  }
  if (config.smsGatewayUrl !== null && !/^https?:\/\/[^\s]+$/i.test(config.smsGatewayUrl)) {
    return 'SMS_GATEWAY_URL must be an http(s) URL';
  }
  // A guessable operator token is a key to the house's money (issue 28; the rule: config-operator.ts).
  if (isProduction(config) && weakOperatorToken(config.operatorToken) !== null) {
    return weakOperatorToken(config.operatorToken);
  }
  return null;
}
export const isTest = (config: ServerConfig): boolean => config.nodeEnv === 'test';
