// Money tickets bench (issue 16, "bets at database speed"): the built server (dist-server/main.mjs, built when
// missing) on a scratch database of a PostgreSQL cluster, `players` players funded through the ledger with a
// session each, and every player placing signed money tickets (POST /api/v1/tickets, an Idempotency-Key each,
// singles on the main markets of the next matches, as the client sends them) one after the other for `seconds`:
// `players` tickets in flight at any time. Only 201s count. benchTickets({ databaseUrl, seconds, players }) →
// { tickets, perSecond, refused, waits, cpuMsPerTicket }; `runs` > 1 repeats the placing on the same growing database (what a
// Saturday does) and answers the last run's figures with every run's in `runs`, and `accounts` (accountRows).
// CLI: node scripts/bench-server/tickets.mjs [--database-url URL] [--seconds 20] [--players 50] [--runs 3]:
// the runs, then `pgbench -c 8 -T <seconds>` TPC-B (pgbench -i on its own scratch database) on the same cluster.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MERCHANT_ID, openPg, scratchPg, signedHeaders, startTestServer } from './common.mjs';
import { betLegs, seedPlayers } from './tickets-seed.mjs';

const _ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAKE = 1;

/** The legacy money payload (figures 0: the server computes them), a single on `leg`. */
const ticketBody = (userId, leg) =>
  JSON.stringify({
    user_id: userId,
    bet_type: 'SINGLE',
    total_stake: STAKE,
    selections: [{ ...leg, variant: null, special_value: null, variant_value: null }],
    stake_tax_amount: 0,
    net_stake: 0,
    winnings_tax_amount: 0,
    bonus_percentage: 0,
    bonus_amount: 0,
    basic_potential_win: 0,
    gross_potential_win: 0,
    net_potential_win: 0,
  });

let stamp = 0;
// One keep-alive connection per player, through node:http: fetch's own work per request (about 0.8 ms of CPU per
// ticket, measured) would take a third of the two cores the server and the database share with it.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs a ticket signed as the client signs (body + timestamp + merchant id); the answer's status, its body drained. */
function placeTicket(base, player, leg) {
  const body = ticketBody(player.userId, leg);
  // A signature is single-use: timestamps strictly increase so two tickets never sign the same bytes.
  stamp = Math.max(stamp + 1, Date.now());
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/v1/tickets`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        // As a phone asks: the server compresses its answer (its cost counts); the bench only drains the bytes.
        'accept-encoding': 'gzip, deflate, br',
        ...signedHeaders(body, stamp),
        'x-auth-token': player.token,
        'idempotency-key': randomUUID(),
      },
    });
    req.on('response', (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * What the server's connections are doing, sampled every 100 ms while `until` lasts: how many samples found a
 * connection waiting for a lock (a hot row) against running (active and not waiting on a lock).
 */
async function sampleWaits(client, database, until) {
  const waits = { lock: 0, running: 0 };
  while (performance.now() < until) {
    const { rows } = await client.query(
      `select count(*) filter (where wait_event_type = 'Lock')::int as lock,
         count(*) filter (where state = 'active' and wait_event_type is distinct from 'Lock')::int as running
       from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    waits.lock += rows[0].lock;
    waits.running += rows[0].running;
    await new Promise((r) => setTimeout(r, 100));
  }
  return waits;
}

/**
 * The ledger_accounts table after the runs: balance updates, how many were HOT (no index write), and its size with
 * indexes. A hot row that cannot be updated in place bloats the primary key every bet then walks.
 */
async function accountRows(client) {
  const { rows } = await client.query(
    `select n_tup_upd::int8 as updates, n_tup_hot_upd::int8 as hot, pg_total_relation_size('ledger_accounts')::int8 as bytes
     from pg_stat_user_tables where relname = 'ledger_accounts'`,
  );
  return { updates: Number(rows[0].updates), hotUpdates: Number(rows[0].hot), bytes: Number(rows[0].bytes) };
}

/** CPU time (user + system, ms) the processes have used so far, from /proc (Linux; 0 elsewhere). */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime and stime, fields 14 and 15 of stat
    } catch {
      // the process is gone or there is no /proc
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The server process and the database backends serving it: the CPU a ticket costs, whatever else the machine runs. */
async function costPids(probe) {
  const { rows } = await probe.client.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [probe.database]);
  return { server: [probe.serverPid], database: rows.map((r) => r.pid) };
}

/** Every player places tickets back to back until `seconds` have passed. */
async function placeFor(base, players, legs, seconds, probe) {
  const pids = probe === undefined ? null : await costPids(probe);
  const cpuBefore = pids === null ? null : { server: cpuMs(pids.server), database: cpuMs(pids.database), load: cpuMs([process.pid]) };
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let tickets = 0;
  const refused = {};
  const sampling = probe === undefined ? null : sampleWaits(probe.client, probe.database, until);
  await Promise.all(
    players.map(async (player, p) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const status = await placeTicket(base, player, legs[(p + n) % legs.length]);
        if (status === 201) {
          tickets += 1;
        } else {
          refused[status] = (refused[status] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const waits = (await sampling) ?? undefined;
  const per = (ms) => Math.round((ms / Math.max(tickets, 1)) * 100) / 100;
  const cpuMsPerTicket =
    pids === null
      ? undefined
      : {
          server: per(cpuMs(pids.server) - cpuBefore.server),
          database: per(cpuMs(pids.database) - cpuBefore.database),
          // This process: the load generator's signing, fetch and sampling, on the same two cores.
          load: per(cpuMs([process.pid]) - cpuBefore.load),
        };
  return { tickets, perSecond: Math.round((tickets / elapsed) * 10) / 10, refused, waits, cpuMsPerTicket };
}

/**
 * Runs the bench on a scratch database of `databaseUrl`'s cluster (created and dropped here); answers the last
 * run's { tickets, perSecond, refused } and `runs`, every run's figures in order. `serverPath`: another bundle.
 */
export async function benchTickets({ databaseUrl, seconds = 20, players = 50, runs = 1, serverPath } = {}) {
  if (databaseUrl === undefined) {
    throw new Error('benchTickets needs a PostgreSQL databaseUrl');
  }
  const scratch = await scratchPg(databaseUrl, 'tickets');
  let server = null;
  let client = null;
  try {
    server = await startTestServer({ DATABASE_URL: scratch.url }, serverPath); // migrates, adds the merchant, syncs the catalogue
    client = await openPg(scratch.url);
    const seeded = await seedPlayers(client, MERCHANT_ID, players);
    const legs = await betLegs(client);
    await placeFor(server.base, seeded, legs, 1); // warm-up: the pool's connections, JIT of the hot paths
    const figures = [];
    for (let i = 0; i < runs; i += 1) {
      figures.push(await placeFor(server.base, seeded, legs, seconds, { client, database: scratch.name, serverPid: server.pid }));
    }
    return { ...figures[figures.length - 1], runs: figures, accounts: await accountRows(client) };
  } finally {
    await client?.close();
    await server?.stop();
    await scratch.drop();
  }
}

/** pgbench TPC-B (`-c 8 -j 2 -T seconds`, scale 10) on a scratch database of the same cluster: transactions per second. */
export async function benchPgbench({ databaseUrl, seconds = 20 }) {
  const scratch = await scratchPg(databaseUrl, 'pgbench');
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', scratch.url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-c', '8', '-j', '2', '-T', String(seconds), scratch.url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const tps = /tps = ([\d.]+)/.exec(out);
    return { perSecond: tps === null ? Number.NaN : Number(tps[1]) };
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const databaseUrl = arg('--database-url') ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const seconds = Number(arg('--seconds') ?? 20);
  const players = Number(arg('--players') ?? 50);
  const runs = Number(arg('--runs') ?? 3);
  const result = await benchTickets({ databaseUrl, seconds, players, runs, serverPath: arg('--server') });
  const pgbench = await benchPgbench({ databaseUrl, seconds });
  console.log(`Money tickets on PostgreSQL, ${players} players in parallel, ${runs} runs of ${seconds} s on one growing database:`);
  result.runs.forEach((r, i) => {
    const refused = Object.keys(r.refused).length === 0 ? '' : ` (refused: ${JSON.stringify(r.refused)})`;
    const ratio = ((r.perSecond / pgbench.perSecond) * 100).toFixed(1);
    const waits = `lock waits : running queries ${r.waits.lock} : ${r.waits.running}`;
    const c = r.cpuMsPerTicket;
    const cpu = `CPU per ticket: server ${c.server} ms, database ${c.database} ms, load generator ${c.load} ms`;
    console.log(`  run ${i + 1}: ${r.tickets} tickets, ${r.perSecond} tickets/s = ${ratio} % of pgbench (${waits}; ${cpu})${refused}`);
  });
  const a = result.accounts;
  console.log(`  ledger_accounts: ${a.updates} balance updates, ${a.hotUpdates} of them HOT, ${(a.bytes / 1024).toFixed(0)} KiB with indexes`);
  console.log(`  pgbench -c 8 -T ${seconds} TPC-B (scale 10): ${pgbench.perSecond.toFixed(0)} transactions/s`);
}
