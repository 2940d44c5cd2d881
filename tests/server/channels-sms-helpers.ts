// Helpers for the SMS channel's tests (issue 34): the module options a channel core takes, for a test app.
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import type { ModuleOptions } from '../../server/modules/module-options.ts';
import { MERCHANT_ID, MERCHANT_KEY, type TestApp } from './helpers.ts';

/** What app.ts hands a module, for the test app `t` (its database and clock, the test configuration). */
export function moduleOptionsOf(t: TestApp): ModuleOptions {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, MERCHANT_ID, MERCHANT_API_KEY: MERCHANT_KEY, SSR_BUNDLE: 'off' });
  return { db: t.app.db, now: () => t.clock.now, config };
}
