// Helpers of the cluster test: signed and operator requests over real HTTP, a stream of signed GETs that records
// every answer, HAProxy's and the instances' view of who is up and who leads, and a priced leg to bet on.
import { signaturePayload } from '../../domain/signing.ts';
import { serverStates } from '../../scripts/cluster/index.mjs';
import type { Db } from '../../server/db/index.ts';
import { MERCHANT_ID, MERCHANT_KEY, hmacHex } from '../server/helpers.ts';
import type { Leg } from '../server/tickets-helpers.ts';

let lastStamp = 0;
/** Signature headers with a timestamp never used before (a POST's signature may be used once). */
export function signedHeaders(body: string): Record<string, string> {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const timestamp = String(lastStamp);
  return {
    'x-merchant-id': MERCHANT_ID,
    'x-timestamp': timestamp,
    'x-signature': hmacHex(MERCHANT_KEY, signaturePayload(body, timestamp, MERCHANT_ID)),
    ...(body === '' ? {} : { 'content-type': 'application/json' }),
  };
}

export const operatorRequest = (token: string, method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export interface Health {
  ok: boolean;
  leader?: boolean;
  instance?: string;
  draining?: boolean;
}

export async function healthOf(url: string): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

export interface Answer {
  startedAt: number;
  /** 0: no answer at all (connection refused or reset). */
  status: number;
}

/** `readers` loops of signed GETs through `base` until stop(); every answer is recorded with its start time. */
export function readStream(base: string, readers = 4): { answers: Answer[]; stop: () => Promise<void> } {
  const answers: Answer[] = [];
  let streaming = true;
  const read = async (): Promise<void> => {
    while (streaming) {
      const startedAt = Date.now();
      const status = await fetch(`${base}/api/v1/sports`, { headers: signedHeaders('') }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      answers.push({ startedAt, status });
    }
  };
  const loops = Array.from({ length: readers }, read);
  return {
    answers,
    stop: async () => {
      streaming = false;
      await Promise.all(loops);
    },
  };
}

export const failures = (answers: readonly Answer[]): Answer[] => answers.filter((a) => a.status === 0 || a.status >= 500);

/** Polls HAProxy's stats until the server is DOWN; returns when it saw that (ms). */
export async function downAt(statsUrl: string, server: string, ms = 10_000): Promise<number> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (((await serverStates(statsUrl))[server] ?? '').startsWith('DOWN')) {
      return Date.now();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`HAProxy did not take ${server} out within ${ms} ms`);
}

/** The main market's first priced outcome (≥ 1.50) of the first match more than an hour away. */
export async function pickLeg(db: Db): Promise<Leg> {
  const row = await db
    .selectFrom('outcomes as o')
    .innerJoin('markets as k', (j) =>
      j.onRef('k.match_id', '=', 'o.match_id').onRef('k.market_id', '=', 'o.market_id').onRef('k.specifier', '=', 'o.specifier'),
    )
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds_hundredths'])
    .where('k.is_main', '=', true)
    .where('k.status', '=', 'active')
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', new Date(Date.now() + 3_600_000))
    .where('o.odds_hundredths', '>=', 150)
    .orderBy('m.start_time')
    .executeTakeFirstOrThrow();
  const { odds_hundredths, ...key } = row;
  return { ...key, odds: odds_hundredths / 100 };
}
