// Socket fan-out for `npm run bench:server`: many players each holding an authenticated live socket
// (GET /api/v1/auth/ws/?user_id&merchant_id&session_token, as sync/ opens it, permessage-deflate offered as browsers
// do: raw-socket.mjs), then operator credits (POST /api/admin/v1/wallets/credit, one ledger transaction each) for players with a
// socket, paced over some seconds so odds moves, flushes and heartbeats happen meanwhile, as on a Saturday.
// Latency of one credit = arrival of its BALANCE_UPDATE (with the new balance) at the player's socket − the
// created_at of its ledger postings (the server's clock at the transaction's start, read back from the player's
// statement; the same machine's clock as ours). The transaction starts before it commits, so this is an upper
// bound of commit → delivery. Server memory: VmRSS before, and with the sockets open and idle.
// Players and sessions are written by SQL (seedPlayers) the way sign-up and login store them (no password:
// nobody logs in), because sign-up codes are rate-limited per merchant; tokens are known only to the bench.
import { createHash, randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MERCHANT_ID, OPERATOR_TOKEN, percentile, rssKb, signedHeaders } from './common.mjs';
import { openRawSocket } from './raw-socket.mjs';

const CREDIT = 1; // ETB
const OPEN_IN_PARALLEL = 50;
const epochNow = () => performance.timeOrigin + performance.now();
/** Compressed frames received (ODDS_CHANGE batches), counted and not inflated (raw-socket.mjs). */
const compressed = { n: 0, bytes: 0 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes n players (user, ledger account, empty wallet, 7-day session); returns [{userId, phone, token}]. */
export async function seedPlayers(query, n) {
  const tag = String((Date.now() % 90) + 10); // two digits: several seedings of one database do not collide
  const users = await query(
    `insert into users (merchant_id, phone, password_hash, created_at)
     select $1, '+2519' || $2 || lpad(g::text, 6, '0'), 'bench-no-login', now() from generate_series(1, $3::int) g
     returning id, phone`,
    [MERCHANT_ID, tag, n],
  );
  const ids = users.rows.map((r) => r.id);
  await query(
    `insert into ledger_accounts (id, kind, user_id, code, balance_cents) select 'player:' || u, 'player', u, 'player:' || u, 0 from unnest($1::text[]) u`,
    [ids],
  );
  await query(`insert into wallets (user_id, merchant_id, ledger_account_id) select u, $2, 'player:' || u from unnest($1::text[]) u`, [
    ids,
    MERCHANT_ID,
  ]);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await query(
    `insert into sessions (id, token_hash, user_id, merchant_id, created_at, expires_at)
     select s, h, u, $4, now(), now() + interval '7 days' from unnest($1::text[], $2::text[], $3::text[]) as x(s, h, u)`,
    [ids.map(() => randomBytes(12).toString('base64url')), tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids, MERCHANT_ID],
  );
  return users.rows.map((r, i) => ({ userId: r.id, phone: r.phone, token: tokens[i] }));
}

/** Opens one authenticated socket; resolves once CONNECTION_ESTABLISHED arrived. */
function openSocket(base, player, arrivals) {
  const url = new URL(base);
  const query = new URLSearchParams({ user_id: player.userId, merchant_id: MERCHANT_ID, session_token: player.token });
  return openRawSocket({
    host: url.hostname,
    port: Number(url.port),
    path: `/api/v1/auth/ws/?${query}`,
    onText: (text, at) => {
      if (text.includes('"BALANCE_UPDATE"')) {
        const m = JSON.parse(text);
        arrivals.get(m.user_id)?.(m.balance, at);
      }
    },
    onCompressed: (bytes) => {
      compressed.n += 1;
      compressed.bytes += bytes;
    },
  });
}

async function openSockets(base, players, arrivals) {
  const sockets = [];
  for (let i = 0; i < players.length; i += OPEN_IN_PARALLEL) {
    sockets.push(...(await Promise.all(players.slice(i, i + OPEN_IN_PARALLEL).map((p) => openSocket(base, p, arrivals)))));
  }
  return sockets;
}

async function credit(base, player, key) {
  const res = await fetch(`${base}/api/admin/v1/wallets/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ phone: player.phone, amount: CREDIT, reason: 'bench credit' }),
  });
  if (res.status !== 200) {
    throw new Error(`credit answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()).balance;
}

/** The created_at (epoch ms) of the player's newest statement entry: the credit's ledger postings. */
async function committedAt(base, player) {
  const res = await fetch(`${base}/api/v1/wallet/statement?limit=1`, { headers: { ...signedHeaders(), 'x-auth-token': player.token } });
  if (res.status !== 200) {
    throw new Error(`statement answered ${res.status}: ${await res.text()}`);
  }
  return Date.parse((await res.json()).entries[0].created_at);
}

/** Credits each player once, `rate` per second; returns latencies (ms) and how many updates never came. */
async function measure(base, players, arrivals, rate) {
  const waits = players.map(
    (p) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 10_000 + (players.length / rate) * 1000);
        arrivals.set(p.userId, (balance, at) => {
          if (balance >= p.expected) {
            clearTimeout(timer);
            arrivals.delete(p.userId);
            resolve(at);
          }
        });
      }),
  );
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  compressed.n = 0;
  compressed.bytes = 0;
  const started = epochNow();
  const credits = [];
  for (let i = 0; i < players.length; i += 1) {
    const due = started + (i * 1000) / rate;
    if (due > epochNow()) {
      await sleep(due - epochNow());
    }
    players[i].expected = (players[i].expected ?? 0) + CREDIT;
    credits.push(credit(base, players[i], `bench-${players[i].userId}-${players[i].expected}`));
  }
  await Promise.all(credits);
  const arrived = await Promise.all(waits);
  lag.disable();
  const latencies = [];
  let missing = 0;
  for (let i = 0; i < players.length; i += 1) {
    if (arrived[i] === null) {
      missing += 1;
    } else {
      latencies.push(arrived[i] - (await committedAt(base, players[i])));
    }
  }
  const odds = { frames: compressed.n, bytesEach: compressed.n === 0 ? 0 : Math.round(compressed.bytes / compressed.n) };
  return { latencies, missing, samples: players.length, benchLagP99: lag.percentile(99) / 1e6, odds };
}

const summary = (m) => ({
  p50: percentile(m.latencies, 50),
  p99: percentile(m.latencies, 99),
  max: percentile(m.latencies, 100),
  samples: m.samples,
  missing: m.missing,
  benchLagP99: m.benchLagP99,
  odds: m.odds,
});

/**
 * With the server at `base` (pid `pid`) and `players` seeded (≥ the largest level): opens sockets up to each
 * level, measures `samples` credits per level at `rate` per second (spread over the open sockets), and the
 * memory. Returns {levels: [{sockets, p50, p99, max, samples, missing}], rss: {before, at: {n: KiB}}, kbPer1000}.
 */
export async function benchSockets({ base, pid, players, levels = [1000, 5000], samples = 300, rate = 15, log = () => undefined }) {
  const arrivals = new Map();
  const sockets = [];
  const out = { levels: [], rss: { before: rssKb(pid), at: {} } };
  try {
    for (const level of levels) {
      const t0 = performance.now();
      sockets.push(...(await openSockets(base, players.slice(sockets.length, level), arrivals)));
      log(`  ${sockets.length} sockets open (${((performance.now() - t0) / 1000).toFixed(1)} s); idle 3 s, then ${samples} credits at ${rate}/s`);
      await sleep(3000);
      out.rss.at[level] = rssKb(pid);
      // Spread over every open socket, a different set per level (a player credited again expects the sum).
      const k = Math.min(samples, level);
      const chosen = Array.from({ length: k }, (_, i) => players[(Math.floor((i * level) / k) + out.levels.length) % level]);
      const figures = { sockets: level, ...summary(await measure(base, chosen, arrivals, rate)) };
      out.levels.push(figures);
      const f = (n) => n.toFixed(1);
      log(
        `  ${level} sockets: p50 ${f(figures.p50)} ms, p99 ${f(figures.p99)} ms; the bench's own event-loop delay p99 ` +
          `${f(figures.benchLagP99)} ms; ${figures.odds.frames} compressed frames (~${figures.odds.bytesEach} B) received`,
      );
    }
    const top = levels[levels.length - 1];
    out.kbPer1000 = ((out.rss.at[top] - out.rss.before) / top) * 1000;
    return out;
  } finally {
    sockets.forEach((socket) => {
      socket.close();
    });
  }
}
