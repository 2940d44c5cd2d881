// `npm run chaos [-- --rounds N] [-- --pg]`: kill -9 the server at random moments under a betting and
// settlement load, restart it on the same database, and check nothing a player was promised is lost.
// Each round: players place signed money tickets (one Idempotency-Key per attempt) on live prices that move
// every ODDS_MOVE_EVERY_MS while the feed advances so matches end and tickets settle, and deposit (SantimPay USSD,
// the embedded simulator; one player's phone ends 0000: declined, one 2222: callbacks repeated out of order) and
// withdraw (within the balance and beyond it), one Idempotency-Key per payment, and submit LotoFoot tickets (every
// variant, prices within the balance and beyond it); in round 2 the feed jumps past every LotoFoot week played
// shortly before the kill, so weeks close, grade and settle as it comes (scripts/chaos/lotofoot.mjs); three players
// play the six house casino games (one request_id per play) and a third bets on the virtual football
// (scripts/chaos/games.mjs, virtual.mjs); two players bet on matches being played (held for 400 ms) and a cash-out
// worker cashes tickets out in full or in part (scripts/chaos/live.mjs); two phones registered by USSD bet through the
// simulated gateway, a lost confirmation resent after the restart (scripts/chaos/ussd.mjs); 0.3–3 s in, SIGKILL.
// Then: the database as the crash left it is checked (scripts/chaos/checks.mjs, payment-checks.mjs, lotofoot-checks.mjs,
// games-checks.mjs with virtual-checks.mjs), the server
// restarts on it (a PGlite directory's lock left by the killed server is recovered), every request that got no
// answer is sent again with the same key and body, and the acknowledged tickets and payments are read back.
// At the end the run waits (≤ 90 s) for every payment to end and (≤ 30 s) for every LotoFoot week played to settle,
// stops the server and checks that each payment whose gateway transaction is final ended the same way, credited or
// paid out exactly once, and every LotoFoot ticket graded and paid once.
// Rounds: --rounds N or CHAOS_ROUNDS (default 10). Database: a temporary PGlite DATA_DIR, or with --pg or
// DATABASE_URL a scratch database on that PostgreSQL (TEST_DATABASE_URL when only --pg is given).
// CHAOS_SEED fixes the random choices; CHAOS_KEEP=1 keeps the work directory. Exits 1 on any broken invariant or a request never answered.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';
import { Api, newPlayer, place, ticketBody, upcomingLegs } from './chaos/client.mjs';
import { Book } from './chaos/book.mjs';
import { GamesBook, gamesRoundLine, replayAcked } from './chaos/games-book.mjs';
import { gamesSqlChecks, houseLine } from './chaos/games-checks.mjs';
import { gamesSetup, housePlayer } from './chaos/games.mjs';
import { Fixtures, virtualBettor, waitForVirtual } from './chaos/virtual.mjs';
import { readVirtualBets, virtualLine } from './chaos/virtual-checks.mjs';
import { httpChecks, sqlChecks } from './chaos/checks.mjs';
import { lotofootLine, lotofootSqlChecks, readLotofootTickets } from './chaos/lotofoot-checks.mjs';
import { LotofootBook, lotofootRoundLine } from './chaos/lotofoot-book.mjs';
import { lotofootPlayer, submitOne, Weeks } from './chaos/lotofoot.mjs';
import { jumpLanded, jumpLine, lotofootJump, settlePlayedWeeks } from './chaos/lotofoot-schedule.mjs';
import { paymentLine, paymentSqlChecks } from './chaos/payment-checks.mjs';
import { PaymentBook, payer, payRoundLine, readPayments, waitForPayments } from './chaos/payments.mjs';
import { openTarget, serverControl } from './chaos/server.mjs';
import { seeded } from './harness/rng.mjs';
import { CashoutBook, cashouter, ensureLive, liveBettor } from './chaos/live.mjs';
import { liveLine, liveSqlChecks } from './chaos/live-checks.mjs';
import { UssdBook, ussdBettor, ussdSetup, ussdSqlChecks } from './chaos/ussd.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return i < 0 ? undefined : args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
};
const rounds = Number(flag('--rounds') ?? process.env.CHAOS_ROUNDS ?? 10);
const usePg = args.includes('--pg') || Boolean(process.env.DATABASE_URL);
const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a whole number ≥ 1');
  process.exit(2);
}
const PLAYERS = 6;
/** The simulated wallet behind each player's phone: the last two decline and storm (store.ts scenarioOf). */
const PHONE_ENDINGS = ['', '', '', '', '0000', '2222'];
const PAYERS = 3;
/** Concurrent LotoFoot submitters; a 7th player with a small wallet makes prices beyond the balance possible (≤ 1,000 ETB). */
const LOTOFOOT_SUBMITTERS = 3;
const rng = seeded(seed);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

await buildServer();
const target = await openTarget({ pg: usePg });
const server = await serverControl(target, { oddsMoveEveryMs: 500 });
const api = new Api(server.base);
const problems = [];
const book = new Book(problems);
const payBook = new PaymentBook(problems);
const lfBook = new LotofootBook(problems);
const weeks = new Weeks(api);
const gBook = new GamesBook(problems);
const cBook = new CashoutBook(problems);
const uBook = new UssdBook(problems);
/** Phones registered by USSD (scripts/chaos/ussd.mjs), betting through the simulated gateway. */
let ussdPhones = [];
// The USSD load draws from its own stream too.
const urng = seeded(seed + 2);
let ussdSessions = 0;
const fixtures = new Fixtures(api);
/** House round id → stake taken, as seen at each kill (a round seen stake-less must end gone, tombstoned). */
const seenRounds = new Map();
/** House rounds the last kill left half done (id → 'pay' | 'void'): the next snapshot must show them finished. */
const leftRounds = new Map();
/** The casino's players (set up after the others): {house: [three players], bettor}. */
let casino = null;
// The casino load draws from its own stream, so the other loads' choices stay those of the seed.
const grng = seeded(seed + 1);
const totals = { requests: 0, acked: 0, retried: 0, recovered: 0, kills: 0, liveAcked: 0 };
let attemptNo = 0;
console.log(`chaos: ${rounds} rounds on ${target.label}, seed ${seed}, server log ${server.logPath}`);

/** Betting by every player, payments, LotoFoot and feed advances (a LotoFoot jump at `jumpAt` ms) until `state.stopped`; the round's counters. */
async function load(players, poor, round, state, jumpAt) {
  const c = {
    acked: 0,
    refused: {},
    unanswered: 0,
    pay: { started: 0, acked: 0, refused: {}, unanswered: 0 },
    lf: { submitted: 0, beyond: 0, acked: 0, refused: {}, unanswered: 0, jump: null },
    games: { plays: 0, beyond: 0, acked: 0, refused: {}, unanswered: 0, bets: 0, betsBeyond: 0, betsAcked: 0, betsUnanswered: 0 },
    live: {},
    cashout: {},
    ussd: {},
  };
  let legs = { at: 0, list: [] };
  const catalogue = async () => {
    if (Date.now() - legs.at > 300) {
      legs = { at: Date.now(), list: await upcomingLegs(api).catch(() => []) };
    }
    return legs.list;
  };
  const bettor = async (player) => {
    while (!state.stopped) {
      const list = await catalogue();
      if (list.length === 0 || state.stopped) {
        await sleep(50);
        continue;
      }
      attemptNo += 1;
      const attempt = { player, key: `chaos-${seed}-${attemptNo}`, body: ticketBody(player, list, rng) };
      const result = await place(api, attempt);
      book.record(attempt, result, round);
      if (result.kind === 'acked') {
        c.acked += 1;
      } else if (result.kind === 'refused') {
        c.refused[result.code] = (c.refused[result.code] ?? 0) + 1;
      } else {
        c.unanswered += 1;
      }
    }
  };
  const settler = async () => {
    while (!state.stopped) {
      await api.admin('POST', '/api/admin/v1/feed/advance', { minutes: 150 }).catch(() => null);
      await sleep(rng.int(600, 1200));
    }
  };
  const nextKey = () => {
    attemptNo += 1;
    return `chaos-pay-${seed}-${attemptNo}`;
  };
  const payers = Array.from({ length: PAYERS }, () => payer({ api, rng, players, book: payBook, state, round, counts: c.pay, nextKey }));
  const lfNextKey = () => {
    attemptNo += 1;
    return `chaos-lf-${seed}-${attemptNo}`;
  };
  const lotofoot = Array.from({ length: LOTOFOOT_SUBMITTERS }, () =>
    lotofootPlayer({ api, rng, players, poor, weeks, book: lfBook, state, round, counts: c.lf, nextKey: lfNextKey }),
  );
  const jumper = async () => {
    await sleep(jumpAt ?? 0);
    if (jumpAt !== null && !state.stopped) {
      const t0 = Date.now();
      c.lf.jump = await lotofootJump(api, lfBook).catch((err) => problems.push(`round ${round}: ${err.message}`) && null);
      c.lf.jumpMs = Date.now() - t0;
    }
  };
  const nextId = () => {
    attemptNo += 1;
    return `chaos-g-${seed}-${attemptNo}`;
  };
  const games = [
    ...casino.house.map((player) => housePlayer({ api, rng: grng, player, book: gBook, state, round, counts: c.games, nextId })),
    virtualBettor({ api, rng: grng, player: casino.bettor, fixtures, book: gBook, state, round, counts: c.games }),
  ];
  const liveKey = () => {
    attemptNo += 1;
    return `chaos-live-${seed}-${attemptNo}`;
  };
  const live = [
    ...players.slice(0, 2).map((player) => liveBettor({ api, rng: grng, player, book, state, round, counts: c, nextKey: liveKey })),
    cashouter({ api, rng: grng, players: players.slice(0, 3), tickets: book, cbook: cBook, state, counts: c, nextKey: liveKey }),
  ];
  const nextSession = () => {
    ussdSessions += 1;
    return `chaos-ussd-${seed}-${ussdSessions}`;
  };
  const ussd = ussdPhones.map((phone) => ussdBettor({ api, rng: urng, phone, book: uBook, state, round, counts: c.ussd, nextSession }));
  await Promise.all([...players.map(bettor), settler(), ...payers, ...lotofoot, jumper(), ...games, ...live, ...ussd]);
  return c;
}

/** SQL checks whenever the database may be read (a PGlite directory only while the server is down), HTTP ones when acks are given. */
async function check(label, players, acks, { payAcks = [], lfAcks = [], converged = false, round = 0 } = {}) {
  const serverUp = acks !== null;
  const readable = !(serverUp && target.whileDown);
  // Every SQL check on one opening of the database (a PGlite directory costs a few hundred ms to open).
  const read = readable
    ? await target.batch(async (db) => ({
        sql: await sqlChecks(db, book),
        pay: await paymentSqlChecks(db, payBook, { converged }),
        lf: await lotofootSqlChecks(db, lfBook),
        // The house recovery has run once the server is back (or stopped cleanly): nothing may be left half done.
        games: await gamesSqlChecks(db, gBook, { atRest: serverUp || converged, virtualDone: converged, seen: seenRounds, left: leftRounds }),
        live: await liveSqlChecks(db, cBook),
        ussd: await ussdSqlChecks(db, uBook),
      }))
    : null;
  const sql = read?.sql ?? { problems: [], figures: {} };
  const pay = read?.pay ?? { problems: [], figures: null, storedKeys: new Set() };
  const lf = read?.lf ?? { problems: [], figures: null };
  const games = read?.games ?? { problems: [], figures: null, stored: null };
  const liveRead = read?.live ?? { problems: [], figures: null };
  const gamesHttp = serverUp ? await replayAcked(api, gBook, round) : { problems: [] };
  const virtualHttp = serverUp ? await readVirtualBets(api, casino.bettor, gBook.bets.acked.values()) : { problems: [] };
  const http = acks === null ? null : await httpChecks(api, players, acks);
  const payHttp = serverUp ? await readPayments(api, players, payAcks) : { problems: [] };
  const lfHttp = serverUp ? await readLotofootTickets(api, players, lfAcks) : { problems: [] };
  const found = [
    ...sql.problems,
    ...pay.problems,
    ...lf.problems,
    ...games.problems,
    ...liveRead.problems,
    ...(read?.ussd.problems ?? []),
    ...(http?.problems ?? []),
    ...payHttp.problems,
    ...lfHttp.problems,
    ...gamesHttp.problems,
    ...virtualHttp.problems,
  ].map((p) => `${label}: ${p}`);
  problems.push(...found);
  return {
    ...sql.figures,
    pay: pay.figures,
    lf: lf.figures,
    games: games.figures,
    live: liveRead.figures,
    ussdStored: read?.ussd.stored ?? null,
    storedPlays: games.stored,
    replayed: gamesHttp.replayed ?? 0,
    storedKeys: pay.storedKeys,
    ok: found.length === 0,
    ledgerCheck: http?.ledgerCheck,
    auditChain: http?.auditChain,
  };
}

let exitCode = 0;
try {
  console.log(`server up in ${await server.start()} ms`);
  if (target.mode === 'pglite') {
    // One server per data directory: a second one on the same DATA_DIR must refuse, with the reason.
    const second = await server.launch().then(
      (p) => {
        p.kill('SIGKILL');
        return 'it started';
      },
      (err) => err.output ?? err.message,
    );
    const refused = /in use by another server \(pid \d+\)/.test(second);
    console.log(`second server on the same DATA_DIR: ${refused ? 'refused (lock held)' : `NOT refused: ${second}`}`);
    if (!refused) {
      problems.push('a second server started on a DATA_DIR in use');
    }
  }
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    players.push(await newPlayer(api, rng, 5000, PHONE_ENDINGS[i % PHONE_ENDINGS.length]));
  }
  console.log(`${players.length} players registered through the SMS outbox and credited 5,000 ETB each (${players.map((p) => p.phone).join(', ')})`);
  const poor = await newPlayer(api, rng, 150);
  const lfPlayers = [...players, poor];
  console.log(`LotoFoot: a 7th player with 150 ETB joins the LotoFoot load (prices beyond the balance stay within the 1,000 ETB ceiling)`);
  casino = await gamesSetup(api, grng);
  ussdPhones = await ussdSetup(api, urng, 4);
  console.log(`USSD: four phones registered by USSD (${ussdPhones.join(', ')}) bet 5 ETB singles through the simulated gateway`);
  console.log(
    'casino: real money on; three players (300, 300 and 40 ETB, 400 free spins each) play the six house games, a fourth (300 ETB) bets on the virtual football',
  );
  let replayed = 0;
  let recoveredRounds = 0;

  let unchecked = [];
  let atLastKill = null;
  let jumpDone = false;
  for (let round = 1; round <= rounds; round += 1) {
    const before = api.requests;
    const state = { stopped: false };
    const killAfter = rng.int(300, 3000);
    // From round 2: the LotoFoot weeks played are made due 0.6–2.2 s before the kill (the move itself takes up to a
    // second, the job comes every 300 ms), so the kill can land in their grading. Once only (again next round if the
    // kill came first): a week spans up to three days of the feed, and the catalogue holds eight (catalog/sync.ts),
    // which the betting load needs too.
    const jumpAt = round >= Math.min(2, rounds) && !jumpDone ? Math.max(50, killAfter - rng.int(600, 2200)) : null;
    const running = load(players, poor, round, state, jumpAt);
    await sleep(killAfter);
    state.stopped = true;
    await server.kill();
    totals.kills += 1;
    const c = await running;
    const crash = await check(`round ${round} (after the kill)`, players, null);
    atLastKill = crash.lf;
    const restartMs = await server.start();
    const r = await book.retryPending(api, round);
    const pr = await payBook.retryPending(api, round, crash.storedKeys);
    const lr = await lfBook.retryPending(api, round);
    const gr = await gBook.retryPending(api, round, crash.storedPlays);
    const cr = await cBook.retryPending(api);
    const ur = await uBook.retryPending(api);
    const acksThisRound = [...book.acked.values()].filter((a) => a.round === round);
    unchecked = [...unchecked, ...acksThisRound];
    const payAcks = [...payBook.acked.values()].filter((a) => a.round === round);
    const lfAcks = [...lfBook.acked.values()].filter((a) => a.round === round);
    const live = await check(`round ${round} (after the restart)`, lfPlayers, unchecked, { payAcks, lfAcks, round });
    replayed += live.replayed;
    recoveredRounds += crash.games.leftForRecovery;
    unchecked = [];
    const requests = api.requests - before;
    totals.requests += requests;
    totals.acked += c.acked + r.recovered + r.placed;
    totals.retried += r.retried;
    totals.liveAcked += c.live.acked ?? 0;
    totals.recovered += r.recovered;
    const refusals =
      Object.entries(c.refused)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none';
    console.log(
      `round ${round}: killed ${killAfter} ms in · requests ${requests} · acknowledged ${c.acked} · unanswered ${c.unanswered}` +
        ` → retried ${r.retried} (${r.recovered} already stored, ${r.placed} placed now, ${r.refused} refused, ${r.unanswered} unanswered)` +
        ` · refused ${refusals} · restart ${restartMs} ms · tickets ${crash.tickets}, settled ${crash.settled}, paid ${crash.paid}` +
        ` · invariants ${crash.ok && live.ok ? 'OK' : 'BROKEN'} (ledger check endpoint: ${live.ledgerCheck}; audit chain: ${live.auditChain})`,
    );
    console.log(`  payments: ${payRoundLine(c.pay, pr)} · at the kill: ${paymentLine(crash.pay)}`);
    const j = c.lf.jump;
    jumpDone ||= j !== null && j !== undefined && (await jumpLanded(api, lfBook, j));
    const jump = jumpLine(jumpAt, killAfter, j, c.lf.jumpMs);
    console.log(`  lotofoot: ${lotofootRoundLine(c.lf, lr)} · ${jump} · at the kill: ${lotofootLine(crash.lf)}`);
    console.log(
      `  live: bets ${JSON.stringify(c.live)} · cash-outs ${JSON.stringify(c.cashout)} → ${cr.retried} sent again (${cr.acked} acknowledged) · at the kill: ${liveLine(crash.live)}`,
    );
    console.log(
      `  ussd: sessions ${c.ussd.sessions ?? 0}, acknowledged ${c.ussd.acked ?? 0}, refused ${c.ussd.refused ?? 0}, confirmations unanswered ${c.ussd.unanswered ?? 0}` +
        ` → sent again ${ur.retried} (${ur.acked} acknowledged, ${ur.lost} lost) · acknowledged so far ${uBook.acked.size}, stored at the kill ${crash.ussdStored ?? 'not read'}`,
    );
    console.log(
      `  games: ${gamesRoundLine(c.games, gr)} · ${live.replayed} plays sent again read back · at the kill: ${houseLine(crash.games)}, ${virtualLine(crash.games.virtual)}`,
    );
  }

  // The kills may have left no live bet or cash-out to check: one of each now (scripts/chaos/live.mjs ensureLive).
  const ensured = await ensureLive({ api, rng: grng, players, book, cbook: cBook, liveAcked: totals.liveAcked });
  console.log(`live, after the rounds: a live bet ${ensured.liveBet ?? 'not needed'}, a cash-out ${ensured.cashout ?? 'not needed'}`);

  // Settle what can settle, stop cleanly, and check everything once more on the database at rest.
  const advanced = { ended: 0, graded: 0, settled: 0 };
  for (let i = 0; i < 3; i += 1) {
    const res = await api.admin('POST', '/api/admin/v1/feed/advance', { minutes: 150 });
    if (res.status !== 200) {
      problems.push(`feed advance answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    ['ended', 'graded', 'settled'].forEach((k) => {
      advanced[k] += res.json?.[k] ?? 0;
    });
  }
  console.log(`final feed advances: ${advanced.ended} matches ended, ${advanced.graded} legs graded, ${advanced.settled} tickets settled`);
  if (lfBook.acked.size === 0) {
    // Every kill came before a LotoFoot ticket was acknowledged: one now, so the grading checks have a week to check.
    await submitOne(api, weeks, lfBook, players[0], rng, `chaos-lf-${seed}-final`, rounds);
  }
  const lfSettled = await settlePlayedWeeks(api, lfBook, 30_000);
  problems.push(...lfSettled.problems.map((p) => `final wait: ${p}`));
  console.log(
    `LotoFoot: ${lfSettled.before} weeks played had settled; feed moved ${lfSettled.moved} min past the others;` +
      ` ${lfSettled.settled} of ${lfBook.weekIds().length} settled after ${lfSettled.waitedMs} ms`,
  );
  const waited = await waitForPayments(api, players, payBook, 90_000);
  problems.push(...waited.problems.map((p) => `final wait: ${p}`));
  console.log(`payments ended in ${waited.waitedMs} ms${waited.open.length > 0 ? `; still open after the wait: ${waited.open.join(', ')}` : ''}`);
  const virtualMs = await waitForVirtual(api, casino.bettor, gBook, 15_000);
  console.log(`virtual bets: every acknowledged bet's match over and settled after ${virtualMs} ms`);
  const stopCode = await server.stop();
  if (stopCode !== 0) {
    problems.push(`the server exited with ${stopCode} on SIGTERM`);
  }
  if (target.mode === 'pglite' && existsSync(join(target.dataDir, '.birrbet.lock'))) {
    problems.push('the lock file is still there after a clean stop');
  }
  const final = await check('final', players, null, { converged: true });
  const neverAnswered = book.pending.size + payBook.pending.size + lfBook.pending.size + gBook.pending.size + cBook.pending.size;
  console.log(`live (${target.mode}): ${cBook.acked.size} cash-outs acknowledged, ${cBook.refused.size} refused; stored: ${liveLine(final.live)}`);
  if (final.live === null || final.live.held + final.live.accepted + final.live.refused === 0 || final.live.cashouts === 0) {
    problems.push('no live bet held or no cash-out stored: the live checks proved nothing');
  }
  if (neverAnswered > 0) {
    problems.push(`${neverAnswered} requests never got an answer`);
  }
  if (api.fiveHundreds.length > 0) {
    console.log(`5xx answers (${api.fiveHundreds.length}):\n  ${api.fiveHundreds.slice(0, 10).join('\n  ')}`);
  }
  console.log(
    `summary (${target.mode}): ${rounds} rounds, ${totals.kills} kill -9, ${totals.requests} requests, ${book.acked.size} tickets acknowledged,` +
      ` ${totals.retried} retried (${totals.recovered} had been stored before the kill), ${book.refused.size} refused,` +
      ` ${final.tickets} tickets stored, ${final.settled} settled, ${final.paid} paid, 5xx ${api.fiveHundreds.length}`,
  );
  console.log(
    `payments (${target.mode}): ${payBook.started.deposit} deposits and ${payBook.started.withdrawal} withdrawals asked,` +
      ` ${payBook.acked.size} acknowledged, ${payBook.refused.size} refused; stored: ${paymentLine(final.pay)}`,
  );
  console.log(
    `lotofoot (${target.mode}): ${lfBook.acked.size} tickets acknowledged, ${lfBook.refused.size} refused; stored: ${lotofootLine(final.lf)};` +
      ` ${lfSettled.before} of the weeks played had settled before the final jump (${atLastKill.playedSettled} at the last kill)`,
  );
  const refusedPlays = {};
  for (const r of gBook.refused.values()) {
    refusedPlays[r.code] = (refusedPlays[r.code] ?? 0) + 1;
  }
  console.log(
    `casino (${target.mode}): ${gBook.acked.size} house plays acknowledged, refused ${JSON.stringify(refusedPlays)}, ${replayed} sent again after restarts` +
      ` and answered their first round; ${recoveredRounds} rounds left half done at kills for the recovery; stored: ${houseLine(final.games)};` +
      ` ${gBook.bets.acked.size} virtual bets acknowledged, ${gBook.bets.unanswered.length} unanswered (not re-sent); stored: ${virtualLine(final.games.virtual)}`,
  );
  console.log(`ussd (${target.mode}): ${uBook.acked.size} bets acknowledged by USSD screens, ${final.ussdStored} of them stored, each once`);
  if (uBook.acked.size === 0) {
    problems.push('no USSD bet acknowledged: the USSD checks proved nothing');
  }
  if (final.games.rounds === 0 || final.games.virtual.won + final.games.virtual.lost === 0) {
    problems.push('no house round or no settled virtual bet: the casino checks proved nothing');
  }
  if (final.lf.playedSettled === 0) {
    problems.push('no LotoFoot week with tickets settled: the grading checks proved nothing');
  }
} catch (err) {
  problems.push(`run failed: ${err?.stack ?? err}`);
} finally {
  await server.kill();
  await server.close();
  if (problems.length > 0) {
    exitCode = 1;
    console.error(`✖ ${problems.length} problem(s):\n  ${problems.slice(0, 40).join('\n  ')}\n(server log kept: ${server.logPath})`);
  }
  // CHAOS_KEEP=1 keeps the data directory and the server log for a look afterwards (a scratch PostgreSQL database is always dropped).
  await target.cleanUp({ keepFiles: problems.length > 0 || process.env.CHAOS_KEEP === '1' });
  if (problems.length === 0) {
    console.log(
      '✔ invariants held through every crash: ledger sums to zero in each asset (money, points), every bonus granted and unlocked once, balances equal their postings, none negative, no acknowledged ticket lost, none paid twice,' +
        ' every completed gateway payment credited (or paid out) exactly once, every failed one returned,' +
        ' every LotoFoot ticket staked once and graded and paid once with its week, every house round staked and paid once (or voided),' +
        ' no play answered twice, every virtual bet debited once and credited once,' +
        ' every live bet held reserved once and released once, every cash-out paid once and never beside a settlement, every bet a USSD screen acknowledged stored once on the account of its phone, the audit chain of operator actions unbroken',
    );
  }
}
process.exit(exitCode);
