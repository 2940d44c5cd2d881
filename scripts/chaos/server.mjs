// The chaos run's server side: the built server (dist-server/main.mjs) as a child process on one database
// for the whole run (a temporary PGlite DATA_DIR, or a scratch PostgreSQL database), started, SIGKILLed and
// restarted; and a SQL reader of that database for the checks. PGlite is one process at a time, so its
// directory is read only while the server is down (right after a kill, and after the final stop).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, rowsOf, scratchDatabase } from '../harness/scratch.mjs';
import { MERCHANT_ID, MERCHANT_KEY, OPERATOR_TOKEN } from './client.mjs';

/** The database of the run: {env, mode, label, query(sql) → rows, batch(fn), whileDown, cleanUp}. */
export async function openTarget({ pg: usePg }) {
  const work = mkdtempSync(join(tmpdir(), 'birrbet-chaos-'));
  if (!usePg) {
    const dataDir = join(work, 'data');
    const { PGlite } = await import('@electric-sql/pglite');
    return {
      work,
      mode: 'pglite',
      label: `PGlite (${dataDir})`,
      dataDir,
      env: { DATA_DIR: dataDir },
      whileDown: true,
      // Opening the directory after a kill also runs PostgreSQL's crash recovery, as the next start would.
      async query(statements) {
        return this.batch((db) => db.query(statements));
      },
      /** fn({query}) with the directory opened once for all its reads. */
      async batch(fn) {
        const db = new PGlite(dataDir);
        try {
          return await fn({ query: (statements) => rowsOf(statements, (s) => db.query(s)) });
        } finally {
          await db.close();
        }
      },
      cleanUp: async ({ keepFiles }) => !keepFiles && rmSync(work, { recursive: true, force: true }),
    };
  }
  const scratch = await scratchDatabase(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL, 'birrbet_chaos');
  return {
    work,
    mode: 'postgresql',
    label: `PostgreSQL (scratch database ${scratch.name})`,
    env: { DATABASE_URL: scratch.url },
    whileDown: false,
    // The server is running while these are read: one snapshot for all the statements of a check, or rows read a
    // moment apart disagree (a payment read pending whose moves, read next, already end at completed).
    query: async (statements) =>
      (await scratch.query(['begin transaction isolation level repeatable read read only', ...statements, 'commit'])).slice(1, -1),
    /** fn(target): each check still reads in its own snapshot. */
    async batch(fn) {
      return fn(this);
    },
    async cleanUp({ keepFiles }) {
      await scratch.drop().catch((err) => console.error(`could not drop ${scratch.name}: ${err.message}`));
      if (!keepFiles) {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/** Starts, kills and restarts `node dist-server/main.mjs` on the target, on one port for the whole run. */
export async function serverControl(target, { oddsMoveEveryMs }) {
  const port = await freePort();
  const logPath = join(target.work, 'server.log');
  const log = createWriteStream(logPath, { flags: 'a' });
  const env = {
    ...process.env,
    ...target.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    OPERATOR_TOKEN,
    // The token may do everything the tests and journeys drive (OPERATOR_TOKEN_ROLES; a real server scopes it: 'machine').
    OPERATOR_TOKEN_ROLES: 'admin,trader,risk,finance,support,marketing,shop_manager,machine',
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    ODDS_MOVE_EVERY_MS: String(oddsMoveEveryMs),
    // The simulated phone answers fast, so payments end within a round; a payment the kill left unsent to the
    // gateway (stored, then killed before the call) expires at its first poll (5 s) instead of after 30 minutes.
    // Every other payment's gateway transaction has answered by then, so the expiry cannot overtake an answer.
    SIM_USSD_DELAY_MS: '200',
    PAYMENT_EXPIRE_MS: '4000',
    // LotoFoot weeks close, grade and settle within a round, so a kill can land in the middle of it.
    LOTOFOOT_EVERY_MS: '300',
    // A virtual football round every 4 s (the shortest; a match lasts 2 s), so virtual bets settle while kills come.
    VIRTUAL_ROUND_EVERY_MS: '4000',
    // Matches are played live (the engine and the in-play book every 500 ms) and live bets held 400 ms, so kills
    // land inside delays and between a decision and its answer (issue 32).
    LIVE_TICK_MS: '500',
    LIVE_BET_DELAYS: '1:400,2:400,5:400',
    STATIC_DIR: '/nonexistent/birrbet-chaos',
  };
  if (target.mode === 'pglite') {
    delete env.DATABASE_URL;
  }
  let child = null;

  /** One server process; resolves when it listens, rejects with its output if it exits first. */
  const launch = () =>
    new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, ['dist-server/main.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const onData = (d) => {
        output += d;
        log.write(d);
        if (output.includes('BirrBet is running at')) {
          resolve(proc);
        }
      };
      proc.stdout.on('data', onData);
      proc.stderr.on('data', onData);
      proc.once('exit', (code, signal) =>
        reject(Object.assign(new Error(`server exited (${code ?? signal}): ${output.trim().split('\n').slice(-5).join(' | ')}`), { output, code })),
      );
    });

  return {
    base: `http://127.0.0.1:${port}`,
    logPath,
    launch,
    async start() {
      const t0 = Date.now();
      child = await launch();
      return Date.now() - t0;
    },
    /** SIGKILL: nothing runs on the way out (no close, no exit handler), like a power cut. */
    async kill() {
      const proc = child;
      child = null;
      if (proc === null || proc.exitCode !== null) {
        return;
      }
      const gone = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGKILL');
      await gone;
    },
    async stop() {
      const proc = child;
      child = null;
      if (proc === null || proc.exitCode !== null) {
        return null;
      }
      const gone = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill('SIGTERM');
      return gone;
    },
    close: () => new Promise((resolve) => log.end(resolve)),
  };
}
