// `npm run bench:server` (issue 16): the server's figures side by side in one run, on this machine.
//   reads    catalogue reads per endpoint beside a Fastify hello-world (PGlite, then PostgreSQL when reachable)
//   tickets  money tickets/s with 50 players on PostgreSQL, three runs on a growing database, beside pgbench
//   history  ticket history at offsets 0 and 9,980 for a player with 10,000 tickets, size per 1,000 tickets
//   sockets  BALANCE_UPDATE latency with 1,000 and 5,000 sockets open, server memory per 1,000 sockets
//   cluster  the same reads through HAProxy in front of two instances (PostgreSQL)
//   home     GET / server-rendered (phone, br) beside the home's composite JSON, and the uncached render (PGlite)
// Flags: --only reads,sockets,…  --seconds 8 (per read run)  --lb-seconds 5  --odds-every <ms> (ODDS_MOVE_EVERY_MS;
// the server's default otherwise)  --sockets 1000,5000  --database-url URL  --no-postgres (as if none were reachable)
// --no-build (bench dist-server/ as it is).
// PostgreSQL: --database-url, DATABASE_URL, TEST_DATABASE_URL or the local cluster; every section works on scratch
// databases it creates and drops. Without one the PostgreSQL sections are skipped with a line saying so.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureServerBuilt,
  findPostgres,
  openPg,
  openPglite,
  productEnv,
  ROOT,
  scratchPg,
  startHello,
  startProduct,
} from './bench-server/common.mjs';
import { benchReads, CONNECTIONS, readTargets } from './bench-server/reads.mjs';
import { finalTable } from './bench-server/report.mjs';
import { benchSockets, seedPlayers } from './bench-server/sockets.mjs';

const SECTIONS = ['reads', 'tickets', 'history', 'sockets', 'cluster', 'home'];
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const only = (arg('--only') ?? SECTIONS.join(',')).split(',').map((s) => s.trim());
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length > 0) {
  console.error(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const wants = (s) => only.includes(s);
const seconds = Number(arg('--seconds') ?? 8);
const lbSeconds = Number(arg('--lb-seconds') ?? 5);
const levels = (arg('--sockets') ?? '1000,5000').split(',').map(Number);
const oddsEnv = arg('--odds-every') === undefined ? {} : { ODDS_MOVE_EVERY_MS: arg('--odds-every') };
const oddsLabel = arg('--odds-every') === undefined ? 'at the server default (every 20 s)' : `every ${arg('--odds-every')} ms`;
const SOCKET_ENV = { MAX_CONNECTIONS_PER_ADDRESS: String(Math.max(...levels) + 1000) };

const log = (line) => console.log(line);
const results = {};
const skipped = [];
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

process.chdir(ROOT);
if (!process.argv.includes('--no-build')) {
  log('Building the server bundle (dist-server/)…');
  await ensureServerBuilt(true);
}
const pgUrl = process.argv.includes('--no-postgres') ? null : await findPostgres(arg('--database-url'));
log(pgUrl === null ? 'No PostgreSQL reachable: the PostgreSQL sections are skipped.' : `PostgreSQL: ${pgUrl.replace(/:[^:@/]*@/, ':***@')}`);
const hello = wants('reads') || wants('cluster') ? await startHello() : null;

const printRow = (label) => (r) =>
  log(
    `  [${label}] ${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${(r.ratio * 100).toFixed(1)} % of hello-world (${r.helloRps.toFixed(0)})${r.non2xx + r.errors > 0 ? `  non-2xx ${r.non2xx}, errors ${r.errors}` : ''}`,
  );

async function readsOn(label, base, secs) {
  log(`Reads on ${label} (${secs} s per run, interleaved with hello-world) at ${elapsed()}`);
  const rows = await benchReads({ base, hello: hello.base, targets: await readTargets(base), seconds: secs, onRow: printRow(label) });
  const helloRps = rows.reduce((sum, r) => sum + r.helloRps, 0) / rows.length;
  results.reads ??= { connections: CONNECTIONS, runs: [] };
  results.reads.runs.push({ label, rows, helloRps });
}

async function socketsOn(database, server, players) {
  log(`Sockets on ${database}: ${levels.join(' then ')} connections at ${elapsed()}`);
  const figures = await benchSockets({ base: server.base, pid: server.pid, players, levels, log });
  results.sockets = { database, odds: oddsLabel, ...figures };
}

const socketsHere = (database) => wants('sockets') && (database === 'PostgreSQL' || pgUrl === null);

try {
  // PGlite: one data directory; the sockets run here only without PostgreSQL (players are seeded while it is stopped).
  if (wants('reads') || socketsHere('PGlite')) {
    const dir = mkdtempSync(join(tmpdir(), 'birrbet-bench-'));
    let server = await startProduct({ DATA_DIR: dir, ...oddsEnv });
    log(`PGlite server started in ${(server.startMs / 1000).toFixed(1)} s`);
    try {
      if (wants('reads')) {
        await readsOn('PGlite', server.base, seconds);
      }
      if (socketsHere('PGlite')) {
        await server.stop();
        const db = await openPglite(dir);
        const players = await seedPlayers(db.query, Math.max(...levels));
        await db.close();
        server = await startProduct({ DATA_DIR: dir, ...oddsEnv, ...SOCKET_ENV });
        await socketsOn('PGlite', server, players);
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (wants('home')) {
    const { benchHome } = await import('./bench-server/home-html.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'birrbet-bench-home-'));
    const server = await startProduct({ DATA_DIR: dir, ...oddsEnv });
    try {
      log(`Home page (GET /, server-rendered) on PGlite, ${seconds} s per run at ${elapsed()}`);
      results.home = await benchHome({
        base: server.base,
        seconds,
        onRow: (r) =>
          log(
            `  ${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${(r.bytesPerReq / 1024).toFixed(1)} KB/answer${r.non2xx + r.errors > 0 ? `  non-2xx ${r.non2xx}, errors ${r.errors}` : ''}`,
          ),
      });
      results.home.connections = CONNECTIONS;
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (pgUrl !== null && (wants('reads') || wants('sockets'))) {
    const scratch = await scratchPg(pgUrl, 'server');
    const server = await startProduct({ DATABASE_URL: scratch.url, ...oddsEnv, ...SOCKET_ENV });
    try {
      if (wants('reads')) {
        await readsOn('PostgreSQL', server.base, seconds);
      }
      if (wants('sockets')) {
        const db = await openPg(scratch.url);
        const players = await seedPlayers(db.query, Math.max(...levels));
        await db.close();
        await socketsOn('PostgreSQL', server, players);
      }
    } finally {
      await server.stop();
      await scratch.drop();
    }
  }
  if (wants('cluster')) {
    if (pgUrl === null) {
      skipped.push('Reads through the load balancer: skipped, no PostgreSQL reachable (instances share one).');
    } else if (!existsSync(join(ROOT, 'scripts/cluster/index.mjs'))) {
      skipped.push('Reads through the load balancer: skipped, scripts/cluster/ is not there.');
    } else {
      const { startCluster, freePort } = await import('./cluster/index.mjs');
      const scratch = await scratchPg(pgUrl, 'cluster');
      let cluster = null;
      try {
        cluster = await startCluster({ instances: 2, databaseUrl: scratch.url, port: await freePort(), env: productEnv(oddsEnv), quiet: true });
        await readsOn('2 instances + HAProxy', cluster.url, lbSeconds);
      } catch (err) {
        skipped.push(`Reads through the load balancer: failed (${err instanceof Error ? err.message : String(err)}).`);
      } finally {
        await cluster?.stop();
        await scratch.drop();
      }
    }
  }
  await hello?.stop();
  if (wants('tickets')) {
    if (pgUrl === null) {
      skipped.push('Money tickets: skipped, no PostgreSQL reachable.');
    } else {
      const { benchTickets, benchPgbench } = await import('./bench-server/tickets.mjs');
      log(`Money tickets: 3 runs of 20 s, 50 players, then pgbench at ${elapsed()}`);
      const t = await benchTickets({ databaseUrl: pgUrl, seconds: 20, players: 50, runs: 3 });
      const pgbench = await benchPgbench({ databaseUrl: pgUrl, seconds: 20 });
      results.tickets = { players: 50, seconds: 20, runs: t.runs, pgbench: pgbench.perSecond };
    }
  }
  if (wants('history')) {
    const { benchHistory } = await import('./bench-server/history.mjs');
    log(`History: 10,000 tickets on ${pgUrl === null ? 'PGlite' : 'PostgreSQL'} at ${elapsed()}`);
    results.history = await benchHistory({ databaseUrl: pgUrl ?? undefined });
  }
} finally {
  await hello?.stop();
}
for (const s of SECTIONS.filter((x) => !wants(x))) {
  skipped.push(`${s}: not asked for (--only).`);
}
console.log(finalTable(results, skipped));
console.log(`\n(${elapsed()} in all)`);
