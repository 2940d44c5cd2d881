// `npm start`: builds what is missing or out of date (client for the configured merchant, server
// bundle), then runs the server, which serves the client and the API on one port. The server reads the
// environment as it was when `npm start` began: building the client sets NODE_ENV=production inside this
// process (Vite does), which must not turn a development start into a production one.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, merchantStamp, SSR_ENTRY, STAMP } from './build-client.mjs';
import { buildServer } from './build-server.mjs';

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) {
      return;
    }
    const s = statSync(p);
    if (s.isDirectory()) {
      readdirSync(p).forEach((n) => {
        visit(join(p, n));
      });
    } else {
      newest = Math.max(newest, s.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function clientIsCurrent() {
  if (!existsSync(STAMP) || !existsSync('dist/index.html') || !existsSync('dist/backoffice/index.html') || !existsSync(SSR_ENTRY)) {
    return false;
  }
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  const wanted = merchantStamp();
  return (
    stamp.merchantId === wanted.merchantId &&
    stamp.merchantKeyDigest === wanted.merchantKeyDigest &&
    stamp.builtAt >= newestMtime(['src', 'sync', 'schema', 'domain', 'games', 'build', 'index.html', 'vite.config.ts', 'vite.backoffice.config.ts'])
  );
}

const startEnv = { ...process.env };
if (!clientIsCurrent()) {
  console.log('Building the client…');
  await buildClient();
}
await buildServer();
const { main } = await import(new URL('../dist-server/main.mjs', import.meta.url).href);
await main(startEnv).catch((err) => {
  console.error(`BirrBet failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
