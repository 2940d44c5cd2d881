// Types of build-sw.mjs, for the TypeScript test that builds a worker from a made-up client (tests/scripts/build-sw.test.ts).

/** '/assets/…' URLs of the entries and everything they import statically, with their CSS, sorted. */
export function shellFiles(manifest: Record<string, unknown>, entries?: string[]): string[];

/** Builds <outDir>/sw.js; returns its build id and precache list. */
export function buildServiceWorker(outDir?: string): Promise<{ buildId: string; precache: string[] }>;
