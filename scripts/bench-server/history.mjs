// History bench (issue 16, "flat cost as data grows"): a player with 10,000 money tickets (history-seed.mjs: bulk
// SQL matching what placement and settlement store, with their ledger rows), then GET
// /api/v1/tickets/player/{id}?limit=20 at offset 0 and at offset 9,980 — signed as the client signs, with the
// player's session — against the built server (dist-server/main.mjs, built when missing) over HTTP, the median of
// 20 each (interleaved, after a warm-up), the same for the player's wallet statement (first and last page); and the on-disk size (pg_total_relation_size, indexes and TOAST included)
// of the ticket tables and the ledger per 1,000 tickets, from the growth the seeding caused.
// benchHistory({ databaseUrl }) runs on a scratch database of that PostgreSQL cluster (created and dropped here);
// without one, on PGlite in a temporary data directory (the server is stopped while the bench seeds it, since a
// PGlite directory has one owner). After seeding the tables are vacuumed and analysed, as autovacuum would.
// CLI: node scripts/bench-server/history.mjs [--database-url URL] [--tickets N] (DATABASE_URL is read too).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MERCHANT_ID, openPg, openPglite, scratchPg, signedHeaders, startTestServer } from './common.mjs';
import { seedPlayer, seedTickets } from './history-seed.mjs';

const TICKET_TABLES = ['tickets', 'ticket_selections'];
const LEDGER_TABLES = ['ledger_transactions', 'ledger_postings'];
const SAMPLES = 20;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A GET signed as the client signs it (domain/signing.ts: body + timestamp + merchant id), with the session. */
async function timedGet(base, path, token) {
  const headers = { ...signedHeaders(), 'x-auth-token': token };
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) {
    throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return { ms, body };
}

async function relationBytes(query, tables) {
  const r = await query(`select coalesce(sum(pg_total_relation_size(t::regclass)), 0)::int8 as bytes from unnest($1::text[]) t`, [tables]);
  return Number(r.rows[0].bytes);
}

/** Where the bench's database lives: env for the server, a session opener, and the clean-up. */
async function scratch(databaseUrl) {
  if (databaseUrl === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'birrbet-bench-history-'));
    return { mode: 'pglite', env: { DATA_DIR: dir }, open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const db = await scratchPg(databaseUrl, 'history');
  return { mode: 'postgresql', env: { DATABASE_URL: db.url }, open: () => openPg(db.url), drop: db.drop };
}

/** Runs the bench; returns the figures (times in ms, sizes in bytes). */
export async function benchHistory({ databaseUrl, tickets = 10_000 } = {}) {
  const where = await scratch(databaseUrl);
  let server = null;
  let session = null;
  try {
    server = await startTestServer(where.env); // migrates, creates the merchant, syncs the catalogue
    if (where.mode === 'pglite') {
      await server.stop();
      server = null;
    }
    session = await where.open();
    const query = session.query;
    const before = { tickets: await relationBytes(query, TICKET_TABLES), ledger: await relationBytes(query, LEDGER_TABLES) };
    const player = await seedPlayer(query, MERCHANT_ID);
    await seedTickets(query, { userId: player.userId, merchantId: MERCHANT_ID, count: tickets });
    for (const table of [...TICKET_TABLES, ...LEDGER_TABLES]) {
      await query(`vacuum analyze ${table}`);
    }
    const after = { tickets: await relationBytes(query, TICKET_TABLES), ledger: await relationBytes(query, LEDGER_TABLES) };
    if (where.mode === 'pglite') {
      await session.close();
      session = null;
      server = await startTestServer(where.env);
    }
    const deep = Math.max(0, tickets - 20);
    const path = (offset) => `/api/v1/tickets/player/${player.userId}?limit=20&offset=${offset}`;
    for (let i = 0; i < 3; i += 1) {
      await timedGet(server.base, path(0), player.token);
      await timedGet(server.base, path(deep), player.token);
    }
    const first = [];
    const last = [];
    let total = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const a = await timedGet(server.base, path(0), player.token);
      const b = await timedGet(server.base, path(deep), player.token);
      first.push(a.ms);
      last.push(b.ms);
      total = a.body.total_count;
      if (a.body.tickets.length !== 20 || b.body.tickets.length !== Math.min(20, tickets)) {
        throw new Error('a history page did not hold 20 tickets');
      }
    }
    // The wallet statement of the same player: its first page and its last full one.
    const entries = (await timedGet(server.base, '/api/v1/wallet/statement?limit=1', player.token)).body.total;
    const statementPath = (offset) => `/api/v1/wallet/statement?limit=20&offset=${offset}`;
    const statement = { first: [], deep: [] };
    for (let i = 0; i < SAMPLES + 3; i += 1) {
      const a = await timedGet(server.base, statementPath(0), player.token);
      const b = await timedGet(server.base, statementPath(Math.max(0, entries - 20)), player.token);
      if (i >= 3) {
        statement.first.push(a.ms);
        statement.deep.push(b.ms);
      }
    }
    const per1000 = (bytes) => Math.round((bytes / tickets) * 1000);
    return {
      database: where.mode,
      tickets,
      totalCount: total,
      offsets: { first: 0, deep },
      medianMs: { first: median(first), deep: median(deep === 0 ? first : last) },
      statement: {
        entries,
        offsets: { first: 0, deep: Math.max(0, entries - 20) },
        medianMs: { first: median(statement.first), deep: median(statement.deep) },
      },
      bytesPer1000Tickets: {
        tickets: per1000(after.tickets - before.tickets),
        ledger: per1000(after.ledger - before.ledger),
        total: per1000(after.tickets - before.tickets + after.ledger - before.ledger),
      },
    };
  } finally {
    await session?.close();
    await server?.stop();
    await where.drop();
  }
}

function printFigures(f) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`History bench on ${f.database}: a player with ${f.tickets.toLocaleString('en')} money tickets (total_count ${f.totalCount})`);
  console.log(`  GET history, limit 20, offset ${f.offsets.first}: median ${f.medianMs.first.toFixed(2)} ms (${SAMPLES} requests)`);
  console.log(`  GET history, limit 20, offset ${f.offsets.deep}: median ${f.medianMs.deep.toFixed(2)} ms (${SAMPLES} requests)`);
  const st = f.statement;
  console.log(`  GET wallet statement (${st.entries} entries), offset 0: median ${st.medianMs.first.toFixed(2)} ms`);
  console.log(`  GET wallet statement, offset ${st.offsets.deep}: median ${st.medianMs.deep.toFixed(2)} ms`);
  const s = f.bytesPer1000Tickets;
  console.log(`  size per 1,000 tickets: tickets + legs ${kb(s.tickets)}, ledger ${kb(s.ledger)}, together ${kb(s.total)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const databaseUrl = arg('--database-url') ?? process.env.DATABASE_URL;
  const tickets = arg('--tickets') === undefined ? undefined : Number(arg('--tickets'));
  printFigures(await benchHistory({ databaseUrl, tickets }));
}
