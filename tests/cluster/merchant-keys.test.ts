// A merchant key rotated by another instance (issue 16, several instances): an instance restarted with a new
// MERCHANT_API_KEY writes it to the shared database; the instances still running hold the old key in memory and
// must re-read it (at most every 30 s) when a signature made with the new key does not match, not refuse it until
// they restart themselves.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { MERCHANT_KEY, createTestApp, signed, type TestApp } from '../server/helpers.ts';

const NEW_KEY = 'birrbet-test-key-rotated';

describe('a merchant key rotated by another instance', () => {
  let shared: DbHandle;
  let running: TestApp;
  let restarted: TestApp | undefined;

  beforeAll(async () => {
    shared = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
    running = await createTestApp({ db: shared, syncCatalog: false });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await running.app.close();
    await restarted?.app.close();
    await shared.close();
  });

  it('is accepted once the reload window has passed, and the old key is then refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = (key: string) => signed(running.app, { url: '/api/v1/sports', key });
    expect((await read(MERCHANT_KEY)).statusCode).toBe(200);

    restarted = await createTestApp({ db: shared, syncCatalog: false, env: { MERCHANT_API_KEY: NEW_KEY } });
    expect((await signed(restarted.app, { url: '/api/v1/sports', key: NEW_KEY })).statusCode).toBe(200);
    // Within the window the running instance does not go back to the database for every bad signature.
    expect((await read(NEW_KEY)).json()).toMatchObject({ code: 'INVALID_SIGNATURE' });

    vi.setSystemTime(Date.now() + 31_000);
    expect((await read(NEW_KEY)).statusCode).toBe(200);
    expect((await read(MERCHANT_KEY)).json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
  });
});
