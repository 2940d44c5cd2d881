// The SMS part of `npm run bench:channels` (issue 34): "an SMS bet's receipt queued within 1 s". BENCH_SMS_PHONES
// (100) registered phones with money each ask a bet (CODE#PICK#AMOUNT) and confirm it (YES <code>), as a gateway
// posts them: signed JSON over real HTTP, after a random think time of 0…BENCH_SMS_THINK_MS (1000). Measured from
// the confirmation's webhook POST to the receipt's row in sms_outbox, against a 1 s p99 budget. Run on its own with
// `tsx scripts/bench-channels-sms.ts` (an app of its own on PGlite), or as a part of scripts/bench-channels.ts.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/index.ts';
import { MEMORY_DATA_DIR } from '../server/db/index.ts';
import { topMatches } from '../server/modules/channels/core/matches.ts';
import { benchPhones } from './bench-channels-phones.ts';

/** The gateway secret the bench app is configured with (SMS_INBOUND_SECRET). */
export const SMS_BENCH_SECRET = randomBytes(16).toString('hex');
const PHONES = Number(process.env.BENCH_SMS_PHONES ?? 100);
const THINK_MS = Number(process.env.BENCH_SMS_THINK_MS ?? 1000);
const BUDGET_MS = 1000;

interface Ctx {
  db: Db;
  base: string;
  merchantId: string;
  nowMs: number;
}

interface Timing {
  part: string;
  label: string;
  samples: number[];
  budgetMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function phonesWithMoney(ctx: Ctx, n: number): Promise<string[]> {
  return benchPhones(ctx, n, 60_000_000);
}

async function post(ctx: Ctx, from: string, text: string): Promise<void> {
  const raw = JSON.stringify({ id: randomUUID(), from, to: '8989', text, received_at: new Date().toISOString() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SMS_BENCH_SECRET).update(`${timestamp}.${raw}`).digest('hex');
  const res = await fetch(`${ctx.base}/api/channels/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sms-timestamp': timestamp, 'x-sms-signature': signature },
    body: raw,
  });
  if (res.status !== 200) {
    throw new Error(`sms ${from}: ${res.status} ${await res.text()}`);
  }
}

const newest = async (db: Db, phone: string): Promise<string> =>
  (await db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst())?.text ?? '';

export async function smsPart(ctx: Ctx): Promise<Timing[]> {
  const phones = await phonesWithMoney(ctx, PHONES);
  const [m] = await topMatches(ctx.db, { nowMs: ctx.nowMs, limit: 1 });
  if (m === undefined) {
    throw new Error('the demo catalogue has no open match');
  }
  const ask: Timing = { part: 'sms', label: 'bet asked (quote)', samples: [], budgetMs: BUDGET_MS };
  const receipt: Timing = { part: 'sms', label: 'receipt queued', samples: [], budgetMs: BUDGET_MS };
  let placed = 0;
  await Promise.all(
    phones.map(async (phone) => {
      await sleep(Math.random() * THINK_MS);
      let started = performance.now();
      await post(ctx, phone, `${m.code}#1#20`);
      const code = /YES (\d{4})/.exec(await newest(ctx.db, phone))?.[1];
      ask.samples.push(performance.now() - started);
      if (code === undefined) {
        throw new Error(`sms ${phone}: no confirmation code`);
      }
      await sleep(Math.random() * THINK_MS);
      started = performance.now();
      await post(ctx, phone, `YES ${code}`);
      // The receipt's row: queued before the webhook's 200, looked for until it is there.
      while (!(await newest(ctx.db, phone)).startsWith('Bet placed.')) {
        if (performance.now() - started > 10_000) {
          throw new Error(`sms ${phone}: no receipt after 10 s: ${await newest(ctx.db, phone)}`);
        }
        await sleep(5);
      }
      receipt.samples.push(performance.now() - started);
      placed += 1;
    }),
  );
  console.log(`SMS: ${PHONES} phones each asked and confirmed a bet, ${placed} receipts queued, think time ${THINK_MS} ms`);
  return [ask, receipt];
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: MEMORY_DATA_DIR,
    SMS_INBOUND_SECRET: SMS_BENCH_SECRET,
    SSR_BUNDLE: 'off',
    STATIC_DIR: '/nonexistent',
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
  });
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  let over = false;
  try {
    for (const t of await smsPart({ db: app.db, base: `http://127.0.0.1:${port}`, merchantId: config.merchantId, nowMs: Date.now() })) {
      const sorted = [...t.samples].sort((x, y) => x - y);
      const p99 = percentile(sorted, 0.99);
      over ||= p99 > t.budgetMs;
      const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
      console.log(
        `sms: ${t.label.padEnd(18)} ${String(sorted.length).padStart(5)} p50 ${ms(percentile(sorted, 0.5))} p95 ${ms(percentile(sorted, 0.95))} p99 ${ms(p99)}  budget ${t.budgetMs} ms ${p99 > t.budgetMs ? '✖' : '✓'}`,
      );
    }
  } finally {
    await app.close();
  }
  if (over) {
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
