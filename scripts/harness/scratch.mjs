// What a harness run (chaos, fuzz) sets its own server up with: a free local port, and a scratch PostgreSQL
// database made from an admin URL (a role that may create databases). The database is dropped WITH (FORCE):
// a server the run killed may have left connections behind.
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now (the OS picks it; it is released before it is returned). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs the statements one after the other through `query`, resolving each one's rows. */
export async function rowsOf(statements, query) {
  const out = [];
  for (const s of statements) {
    out.push((await query(s)).rows);
  }
  return out;
}

/**
 * Creates `<prefix>_<pid>_<ms>` on the server of adminUrl. Resolves {name, url, query(statements) → rows per
 * statement (one connection to the scratch database), drop()}.
 */
export async function scratchDatabase(adminUrl, prefix) {
  if (!adminUrl) {
    throw new Error('--pg needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL role that may create databases)');
  }
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async query(statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await rowsOf(statements, (s) => client.query(s));
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
