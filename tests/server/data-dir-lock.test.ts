// One server per embedded database: a second app on a data directory in use refuses to start with the
// reason; the lock goes with close(); a lock left by a dead process (exited, kill -9, pid reused) is taken
// over, and of several servers starting at once on a stale lock exactly one gets it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { acquireDataDirLock, LOCK_FILE_NAME, processStartTime } from '../../server/db/data-dir-lock.ts';
import { MERCHANT_ID, MERCHANT_KEY } from './helpers.ts';

const MODULE = new URL('../../server/db/data-dir-lock.ts', import.meta.url).pathname;
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'birrbet-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
}

afterEach(() => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
    }
  }
  dirs.splice(0).forEach((d) => {
    rmSync(d, { recursive: true, force: true });
  });
});

function writeLock(dataDir: string, record: object): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify(record));
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A node child that takes the lock through the module and prints 'locked' or 'busy', then stays alive. */
function lockingChild(dataDir: string): { child: ChildProcess; said: Promise<string> } {
  const code = `import { acquireDataDirLock } from ${JSON.stringify(MODULE)};
    try { acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); } catch (e) { console.log('busy'); }
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const said = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        resolve(out.trim());
      }
    });
    child.once('exit', (c) => reject(new Error(`child exited (${c}) before answering: ${out}`)));
  });
  return { child, said };
}

describe('one server per data directory', () => {
  it('refuses a second app on a directory in use, with the reason, and starts once the first has closed', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MERCHANT_ID, MERCHANT_API_KEY: MERCHANT_KEY, STATIC_DIR: '/nonexistent' });
    const first = buildApp({ config, syncCatalog: false });
    await first.ready();
    expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    expect(() => buildApp({ config, syncCatalog: false })).toThrow(
      `the data directory ${dataDir} is in use by another server (pid ${process.pid}). Stop it first, or set DATA_DIR to another directory.`,
    );
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = buildApp({ config, syncCatalog: false });
    await second.ready();
    expect((await second.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await second.close();
  }, 60_000);

  it('takes over a lock whose process has exited', async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await exited(gone);
    writeLock(dataDir, { pid: gone.pid, start: null, at: new Date().toISOString() });

    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it.runIf(processStartTime(process.pid) !== null)('takes over a lock whose pid now belongs to another process (pid reuse)', () => {
    const dataDir = tempDataDir();
    // Our own pid is alive, but the recorded start time is not ours: the recorded owner is gone.
    writeLock(dataDir, { pid: process.pid, start: '1', at: new Date().toISOString() });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).start).toBe(processStartTime(process.pid));
    lock.release();
  });

  it('refuses while a live process holds the lock, and recovers after that process is killed with SIGKILL', async () => {
    const dataDir = tempDataDir();
    const { child, said } = lockingChild(dataDir);
    expect(await said).toBe('locked');
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by another server (pid ${child.pid})`);

    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true); // nothing ran on the way out

    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('gives a stale lock to exactly one of several servers starting at once', async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await exited(gone);
    writeLock(dataDir, { pid: gone.pid, start: null, at: new Date().toISOString() });

    const starters = [lockingChild(dataDir), lockingChild(dataDir), lockingChild(dataDir)];
    const answers = await Promise.all(starters.map((s) => s.said));
    expect(answers.filter((a) => a === 'locked')).toHaveLength(1);
    expect(answers.filter((a) => a === 'busy')).toHaveLength(2);
  }, 30_000);
});
