// `npm run bench:channels` (issue 34): the channels' answers under load, on an app of their own on PGlite (in memory;
// BENCH_DATABASE_URL runs it on a PostgreSQL instead), reached over real HTTP on a local port. Each channel is a
// part (PARTS below: add yours as a function returning its timings); every timing has a budget, and the script
// exits 1 when a p99 is over it.
// USSD: BENCH_USSD_SESSIONS (200) registered phones with money dial at once and walk to a multiple's confirmation
// and place it — menu, code, match, slip ×2, stake, the slip's figures, the PIN check and the confirmation — as a
// gateway would call (form fields, the whole path each time, the gateway key). Before each screen a session waits a
// random 0…BENCH_THINK_MS (default 3000: 1.5 s on average, quicker than a person reads a screen and types, who takes
// 3-10 s; with 0 every session fires as soon as its screen is back, 200 requests at once, which the server's overload
// guard answers 503 on PGlite by design). Prints p50/p95/p99 per screen against the gateways' 300 ms p99 budget.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MEMORY_DATA_DIR } from '../server/db/index.ts';
import type { Db } from '../server/db/index.ts';
import { topMatches } from '../server/modules/channels/core/matches.ts';
import { hashPin } from '../server/modules/channels/core/pin.ts';
import { SMS_BENCH_SECRET, smsPart } from './bench-channels-sms.ts';
import { benchPhones } from './bench-channels-phones.ts';

interface Timing {
  part: string;
  label: string;
  samples: number[];
  budgetMs: number;
}

interface BenchContext {
  db: Db;
  base: string;
  merchantId: string;
  nowMs: number;
}

const USSD_KEY = randomBytes(16).toString('hex');
const USSD_SESSIONS = Number(process.env.BENCH_USSD_SESSIONS ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const USSD_BUDGET_MS = 300;
const PIN = '2580';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Phones registered as the channel does it (user, wallet, PIN), with money. */
async function ussdPhones(ctx: BenchContext, n: number): Promise<string[]> {
  return benchPhones(ctx, n, 70_000_000, await hashPin(PIN));
}

async function ussdPart(ctx: BenchContext): Promise<Timing[]> {
  const phones = await ussdPhones(ctx, USSD_SESSIONS);
  const [a, b] = await topMatches(ctx.db, { nowMs: ctx.nowMs, limit: 2 });
  if (a === undefined || b === undefined) {
    throw new Error('the demo catalogue has no two open matches');
  }
  const steps: Array<[string, string]> = [
    ['menu (dial)', ''],
    ['bet by code', '1'],
    ['match', String(a.code)],
    ['slip', '1'],
    ['add a match', '1'],
    ['match 2', String(b.code)],
    ['slip 2', '2'],
    ['stake', '2'],
    ['figures (quote)', '20'],
    ['PIN check', PIN],
    ['place (confirm)', '1'],
  ];
  const timings = steps.map(([label]) => ({ part: 'ussd', label, samples: [] as number[], budgetMs: USSD_BUDGET_MS }));
  let placed = 0;
  await Promise.all(
    phones.map(async (phone, n) => {
      const sessionId = `bench-${n}-${randomBytes(4).toString('hex')}`;
      const inputs: string[] = [];
      for (const [i, [, input]] of steps.entries()) {
        if (i > 0) {
          inputs.push(input);
        }
        if (THINK_MS > 0) {
          await sleep(Math.random() * THINK_MS);
        }
        const form = new URLSearchParams({ sessionId, serviceCode: '*804#', phoneNumber: phone, text: inputs.join('*'), networkCode: '63902' });
        const started = performance.now();
        const res = await fetch(`${ctx.base}/api/channels/ussd`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', apikey: USSD_KEY },
          body: form,
        });
        const screen = await res.text();
        timings[i]?.samples.push(performance.now() - started);
        if (res.status !== 200 || !/^(CON|END) /.test(screen)) {
          throw new Error(`ussd ${phone} step ${i}: ${res.status} ${screen}`);
        }
        if (i === steps.length - 1 && /^END (Ticket|ትኬት) /.test(screen)) {
          placed += 1;
        }
      }
    }),
  );
  console.log(`USSD: ${USSD_SESSIONS} sessions at once, ${placed} multiples placed, think time ${THINK_MS} ms`);
  if (placed !== USSD_SESSIONS) {
    throw new Error(`only ${placed} of ${USSD_SESSIONS} bets were placed`);
  }
  return timings;
}

/** The channels measured; the SMS and Telegram parts add themselves here. */
const PARTS: Array<{ name: string; run: (ctx: BenchContext) => Promise<Timing[]> }> = [
  { name: 'ussd', run: ussdPart },
  { name: 'sms', run: smsPart },
];

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: databaseUrl === undefined ? MEMORY_DATA_DIR : '/tmp/bench-channels-unused',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    USSD_GATEWAY_KEY: USSD_KEY,
    SMS_INBOUND_SECRET: SMS_BENCH_SECRET,
    SSR_BUNDLE: 'off',
    STATIC_DIR: '/nonexistent',
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
  });
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const ctx: BenchContext = { db: app.db, base: `http://127.0.0.1:${port}`, merchantId: config.merchantId, nowMs: Date.now() };
  console.log(`Channels bench on ${app.dbMode} (${ctx.base})`);
  let over = false;
  try {
    for (const part of PARTS) {
      const timings = await part.run(ctx);
      console.log(
        `${part.name}: ${'screen'.padEnd(18)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  budget p99`,
      );
      for (const t of timings) {
        const sorted = [...t.samples].sort((x, y) => x - y);
        const p99 = percentile(sorted, 0.99);
        const mark = p99 > t.budgetMs ? '✖' : '✓';
        over ||= p99 > t.budgetMs;
        const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
        console.log(
          `${' '.repeat(part.name.length + 2)}${t.label.padEnd(18)} ${String(sorted.length).padStart(5)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(p99)}  ${t.budgetMs} ms ${mark}`,
        );
      }
    }
  } finally {
    await app.close();
  }
  if (over) {
    console.error('✖ a channel answered over its budget at p99');
    process.exit(1);
  }
}

await main();
