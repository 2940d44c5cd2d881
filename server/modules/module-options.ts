// What app.ts hands every feature module: the database, the server clock and the configuration.
import type { Db } from '../db/index.ts';
import type { ServerConfig } from '../config.ts';

export interface ModuleOptions {
  db: Db;
  now: () => number;
  config: ServerConfig;
}
