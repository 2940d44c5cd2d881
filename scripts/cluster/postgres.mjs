// The PostgreSQL a cluster runs on: DATABASE_URL when set; otherwise, as root on Debian, the local cluster set up
// like CI does (.ci/run: Debian's postgresql package, its main cluster started, the postgres role's password set)
// with a `birrbet` database created once. Anywhere else it stops with a one-line instruction.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

const LOCAL_ADMIN = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const sh = (cmd) => execSync(cmd, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function startLocalCluster() {
  if (!existsSync('/usr/bin/pg_ctlcluster')) {
    console.log("PostgreSQL not found: installing Debian's postgresql package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: 'inherit' });
  }
  const versions = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (version === undefined) {
    throw new Error('no PostgreSQL cluster in /etc/postgresql');
  }
  try {
    sh(`pg_ctlcluster ${version} main start`);
  } catch {
    sh(`pg_ctlcluster ${version} main status`);
  }
  for (let i = 0; i < 20; i += 1) {
    try {
      sh(`su postgres -c "psql -qtAc 'select 1'"`);
      break;
    } catch {
      execSync('sleep 0.5');
    }
  }
  sh(`su postgres -c "psql -qc \\"ALTER USER postgres PASSWORD 'postgres'\\""`);
}

/** DATABASE_URL, or the local cluster's `birrbet` database (created when missing). */
export async function clusterDatabaseUrl(env = process.env) {
  if (env.DATABASE_URL) {
    return env.DATABASE_URL;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    throw new Error('set DATABASE_URL to a PostgreSQL database (several instances share one database)');
  }
  startLocalCluster();
  const admin = new pg.Client({ connectionString: LOCAL_ADMIN });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'birrbet'`);
    if (rowCount === 0) {
      await admin.query('create database birrbet');
    }
  } finally {
    await admin.end();
  }
  return LOCAL_ADMIN.replace(/\/postgres$/, '/birrbet');
}
