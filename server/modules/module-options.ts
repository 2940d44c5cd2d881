// What app.ts hands every feature module: the database, the server clock and the configuration.
import type { Db } from '../db/index.ts';
import type { ServerConfig } from '../config.ts';
import type { ResponseCache } from '../plugins/response-cache.ts';

export interface ModuleOptions {
  db: Db;
  now: () => number;
  config: ServerConfig;
  /** The catalogue's cache of ready answers (catalogue and banner routes); absent in some tests. */
  responseCache?: ResponseCache;
}
