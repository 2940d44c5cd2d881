// Types of haproxy.mjs, for the TypeScript tests that import it.
export function findHaproxy(options?: { install?: boolean }): string | null;
export function haproxyConfig(options: {
  host: string;
  port: number;
  servers: { name: string; host: string; port: number }[];
  statsPort?: number | null;
}): string;
