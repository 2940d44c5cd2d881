// Server configuration read from the environment. loadConfig is pure over its argument (no
// process.env, no cwd) so tests can build any configuration; paths stay as given and are resolved by their users.
// DATABASE_URL unset means the embedded PGlite database in DATA_DIR ('memory://' keeps it in memory).

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  merchantId: string;
  merchantApiKey: string;
  nodeEnv: string;
  /** The built client (vite's outDir); served only when it exists. */
  staticDir: string;
  /** One log line per request (LOG_REQUESTS=1); off by default, the console stays readable. */
  logRequests: boolean;
  /** Bearer token of the operator endpoints (/api/admin/v1/*); null (unset) makes every one of them 404. */
  operatorToken: string | null;
}

export type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function parsePort(raw: string | undefined): number {
  const text = nonEmpty(raw);
  if (text === undefined) {
    return 8087;
  }
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${text}'`);
  }
  return port;
}

export function loadConfig(env: Env): ServerConfig {
  return {
    port: parsePort(env['PORT']),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env['DATABASE_URL']) ?? null,
    dataDir: nonEmpty(env['DATA_DIR']) ?? './data',
    merchantId: nonEmpty(env['MERCHANT_ID']) ?? 'birrbet-demo',
    merchantApiKey: nonEmpty(env['MERCHANT_API_KEY']) ?? 'birrbet-demo-key-2026',
    nodeEnv: nonEmpty(env['NODE_ENV']) ?? 'development',
    staticDir: nonEmpty(env['STATIC_DIR']) ?? 'dist',
    logRequests: ['1', 'true', 'yes'].includes((nonEmpty(env['LOG_REQUESTS']) ?? '').toLowerCase()),
    operatorToken: nonEmpty(env['OPERATOR_TOKEN']) ?? null,
  };
}

export const isProduction = (config: ServerConfig): boolean => config.nodeEnv === 'production';
export const isTest = (config: ServerConfig): boolean => config.nodeEnv === 'test';
