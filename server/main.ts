// Process entry point: configuration from the environment, start-up work (migrations, merchant, first
// catalogue sync) before listening, one line saying where the server runs, graceful stop on SIGINT/SIGTERM.
// Everything that owns a timer or a connection is released by app.close(), so the process exits on its own.
// main(env) takes the environment as the caller saw it (scripts/start.mjs passes the one from before its
// client build); run directly (`node dist-server/main.mjs`, tsx), it reads process.env.
// Several processes on one PostgreSQL form a cluster: each competes for the job lease (server/leader.ts), names
// itself by INSTANCE_ID, and on SIGTERM first fails its health check for DRAIN_MS (a load balancer stops sending
// it requests) before it stops listening. At start the soft open-file limit is raised to the hard one and the
// connection budget it allows is logged; production refuses to start below 8,192 (open-files.ts).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import { isProduction, loadConfig, startupRefusal, type Env } from './config.ts';
import { budgetLine, openFileRefusal, raiseOpenFileLimit } from './open-files.ts';
import { LISTEN_BACKLOG } from './plugins/connection-limits.ts';

/** scripts/start.mjs imports this from the bundle (dist-server/main.mjs). */
export async function main(env: Env = process.env): Promise<void> {
  const config = loadConfig(env);
  // Before anything opens a file: the connection budget (connection-limits.ts) is read from the raised limit.
  const files = raiseOpenFileLimit();
  const filesRefusal = openFileRefusal(isProduction(config), files.after);
  if (filesRefusal !== null) {
    throw new Error(filesRefusal);
  }
  console.log(budgetLine(files));
  const refusal = startupRefusal(config);
  if (refusal !== null) {
    throw new Error(refusal);
  }
  // LOG=1 keeps the log on whatever NODE_ENV says (the fuzzer's test-mode server logs its faults with it).
  const instanceId = env['INSTANCE_ID']?.trim();
  const app = buildApp({
    config,
    electLeader: true,
    ...(instanceId ? { instanceId } : {}),
    ...(env['LOG'] === '1' ? { logger: true } : {}),
  });
  const drainMs = drainDelay(env['DRAIN_MS']);
  await app.ready();
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(`BirrBet is running at http://localhost:${port} (database: ${app.dbMode})`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    app.cluster.draining = true;
    const drained = new Promise((resolve) => setTimeout(resolve, signal === 'SIGTERM' ? drainMs : 0));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('shutdown failed', err);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** DRAIN_MS: how long a SIGTERM'd server keeps answering while its health check says 503 (default 0, at most 60 s). */
function drainDelay(raw: string | undefined): number {
  const ms = Number(raw ?? '0');
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
    throw new Error(`DRAIN_MS must be a whole number of milliseconds from 0 to 60000, got '${raw}'`);
  }
  return ms;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) {
    return false;
  }
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((err: unknown) => {
    // One line: an operator reads why at a glance (the stack adds nothing for a configuration refusal).
    console.error(`BirrBet failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
