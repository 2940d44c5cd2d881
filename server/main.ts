// Process entry point: configuration from the environment, start-up work (migrations, merchant, first
// catalogue sync) before listening, one line saying where the server runs, graceful stop on SIGINT/SIGTERM.
// Everything that owns a timer or a connection is released by app.close(), so the process exits on its own.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = buildApp({ config });
  await app.ready();
  await app.listen({ port: config.port, host: config.host });
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
    app.close().then(
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

main().catch((err: unknown) => {
  console.error('BirrBet failed to start:', err);
  process.exit(1);
});
