// Types of scratch.mjs, for the TypeScript that imports it.
export function freePort(): Promise<number>;
export function scratchDatabase(
  adminUrl: string | undefined,
  prefix: string,
): Promise<{ name: string; url: string; query(statements: string[]): Promise<unknown[][]>; drop(): Promise<void> }>;
