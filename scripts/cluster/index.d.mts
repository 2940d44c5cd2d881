// Types of index.mjs, for the TypeScript tests and the bench that import it.
export interface ClusterInstance {
  id: string;
  url: string;
  pid: number;
  port: number;
}

export interface Cluster {
  url: string;
  statsUrl: string | null;
  instances: ClusterInstance[];
  exited: (index: number) => Promise<{ code: number | null; signal: string | null }>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  databaseUrl: string;
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  command?: string[];
  statsPort?: number | null;
  quiet?: boolean;
  startTimeoutMs?: number;
}

export function freePort(): Promise<number>;
export function startCluster(options: ClusterOptions): Promise<Cluster>;
export function serverStates(statsUrl: string): Promise<Record<string, string>>;
