// `npm run start:cluster [-- --instances N]`: N server instances (default 2) on one PostgreSQL (DATABASE_URL, or
// the local cluster set up like CI's) behind HAProxy on PORT (8087), which is installed from Debian's packages
// when missing. Builds the server bundle first (and the client when there is none: `npm run build` refreshes
// it). Ctrl-C stops everything: each instance drains (health 503, then stops), then the load balancer.
import { existsSync } from 'node:fs';
import { buildClient } from './build-client.mjs';
import { buildServer } from './build-server.mjs';
import { startCluster } from './cluster/index.mjs';
import { clusterDatabaseUrl } from './cluster/postgres.mjs';

function instancesArg(argv) {
  const at = argv.findIndex((a) => a === '--instances' || a.startsWith('--instances='));
  if (at === -1) {
    return 2;
  }
  const raw = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 32) {
    console.error(`--instances must be a whole number from 1 to 32, got '${raw}'`);
    process.exit(1);
  }
  return n;
}

const instances = instancesArg(process.argv.slice(2));
const startEnv = { ...process.env };
if (!existsSync('dist/index.html')) {
  console.log('Building the client…');
  await buildClient();
}
await buildServer();
// Vite's build set NODE_ENV=production in this process: the instances get the environment from before it.
for (const key of Object.keys(process.env)) {
  if (!(key in startEnv)) {
    delete process.env[key];
  }
}
Object.assign(process.env, startEnv);

try {
  const databaseUrl = await clusterDatabaseUrl(startEnv);
  const port = Number(startEnv.PORT || 8087);
  const cluster = await startCluster({ instances, databaseUrl, port, host: startEnv.HOST || '0.0.0.0', env: startEnv });
  console.log(`BirrBet is running at http://localhost:${port} (${instances} instances behind HAProxy, database: postgresql)`);
  for (const i of cluster.instances) {
    console.log(`  ${i.id}: ${i.url} (pid ${i.pid})`);
  }
  let stopping = false;
  const stop = () => {
    if (!stopping) {
      stopping = true;
      console.log('Stopping the cluster…');
      cluster.stop().then(() => process.exit(0));
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(`BirrBet cluster failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
