// Types of build-ssr.mjs, for the server test that builds its own copy of the bundle (tests/server/pages-ssr.test.ts).

export const SSR_DIR: string;
export const SSR_ENTRY: string;

/** Builds the server-rendering bundle into `outDir` (default dist-server/ssr). */
export function buildSsr(outDir?: string): Promise<void>;
