// The default test app's database, dumped once per run and loaded by later apps (tests/setup/catalog-snapshot.ts
// says why). Loading is a server restart on the same data at the same pinned clock, which every module is built to
// survive, so an app from the snapshot behaves as a fresh one; what differs is shared state a test may not want:
// the server's secrets (results seed, signing keys) are the same in every such app. Such a test asks for `fresh`.
import { existsSync, openAsBlob, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { openPGliteFrom, pgliteOf, type DbHandle } from '../../server/db/index.ts';

const FILE = 'default-app.tar';

function snapshotPath(): string | null {
  const dir = inject('appSnapshotDir');
  return typeof dir === 'string' && dir !== '' ? join(dir, FILE) : null;
}

/** A database loaded from this run's snapshot, or null when there is none yet. */
export async function openSnapshot(): Promise<DbHandle | null> {
  const path = snapshotPath();
  if (path === null || !existsSync(path)) {
    return null;
  }
  const blob = await openAsBlob(path);
  return openPGliteFrom(() => new PGlite({ loadDataDir: blob }));
}

/** Dumps a freshly readied default app's database as this run's snapshot (atomically: a racing worker's is as good). */
export async function saveSnapshot(app: FastifyInstance): Promise<void> {
  const path = snapshotPath();
  const pglite = pgliteOf(app.db);
  if (path === null || pglite === undefined || existsSync(path)) {
    return;
  }
  const tar = await pglite.dumpDataDir('none');
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, new Uint8Array(await tar.arrayBuffer()));
  renameSync(partial, path);
}
