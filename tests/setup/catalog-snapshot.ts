// Global setup: a directory for this run's database snapshot (tests/server/app-snapshot.ts). A test app started
// with the default options is, after ready(), the same database every time (migrations, the merchant, the banners,
// 8 days of catalogue at the pinned NOW: ~2,300 matches and 100k outcomes, 7 s of work); the first such app of the
// run dumps it here and later ones load it in ~2 s. The directory is this run's own, so a snapshot never outlives
// the code that made it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appSnapshotDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'birrbet-app-snapshot-'));
  project.provide('appSnapshotDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
