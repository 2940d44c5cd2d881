// One server per embedded database: an exclusive lock file (DATA_DIR/.birrbet.lock) taken before PGlite
// opens the directory. PGlite has no lock of its own, and two servers on one directory corrupt the ledger.
// Invariants:
// - The lock file always holds a complete record (pid, process start time, when): it is written to a
//   private temporary file first and then hard-linked into place, and link() fails if the name exists.
// - A lock whose owner is gone (kill -9, power cut) is taken over: the pid is not running, or it runs but
//   started at another time than recorded (the pid was reused after the crash; Linux /proc tells).
// - Taking over is serialised by a short-lived takeover file, and a stale lock is removed only if it still
//   holds the record judged stale, so two servers starting at once cannot both take one stale lock.
// - Released on close and, as a last resort, on process exit; only a file still holding our record is removed.
// PGlite tolerates the extra file in its directory (checked with 0.5: a fresh and an existing directory).
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = '.birrbet.lock';

export interface DataDirLock {
  /** Absolute path of the lock file. */
  path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release: () => void;
}

interface LockRecord {
  pid: number;
  /** Process start time in clock ticks since boot (/proc/<pid>/stat), null where /proc is missing. */
  start: string | null;
  at: string;
}

/** The start time of a running process, or null where it cannot be read (no /proc, process gone). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22, starttime
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user, so it is running.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the record's process is still the one that wrote it. */
function ownerAlive(record: LockRecord): boolean {
  if (!Number.isInteger(record.pid) || record.pid <= 0 || !isRunning(record.pid)) {
    return false;
  }
  const start = processStartTime(record.pid);
  // Without /proc on either side the pid is all we have; with it, a different start time is pid reuse.
  return record.start === null || start === null || start === record.start;
}

function parse(text: string): LockRecord | null {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    return typeof value.pid === 'number' ? { pid: value.pid, start: value.start ?? null, at: String(value.at ?? '') } : null;
  } catch {
    return null;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return null;
    }
    throw err;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw err;
    }
  }
}

/** Creates `path` holding `text`, atomically and only if it does not exist; false if it does. */
function createExclusive(path: string, text: string): boolean {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return false;
    }
    throw err;
  } finally {
    unlinkQuietly(temp);
  }
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number): void => void Atomics.wait(sleepCell, 0, 0, ms);

/** Removes the lock at `path` if it still holds `staleText`, holding the takeover file meanwhile. */
function removeStale(path: string, staleText: string, ownText: string): void {
  const takeover = `${path}.takeover`;
  if (!createExclusive(takeover, ownText)) {
    // Another starter is taking over right now (a few system calls), unless it died doing so.
    const holder = readText(takeover);
    const record = holder === null ? null : parse(holder);
    if (holder !== null && (record === null || !ownerAlive(record)) && readText(takeover) === holder) {
      unlinkQuietly(takeover);
    } else {
      sleep(10);
    }
    return;
  }
  try {
    if (readText(path) === staleText) {
      unlinkQuietly(path);
    }
  } finally {
    if (readText(takeover) === ownText) {
      unlinkQuietly(takeover);
    }
  }
}

const held = new Set<DataDirLock>();
let exitHookInstalled = false;

/** Takes the lock of `dir` (created if missing) or throws an operator-readable reason. */
export function acquireDataDirLock(dir: string, shownAs: string = dir): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  const record: LockRecord = { pid: process.pid, start: processStartTime(process.pid), at: new Date().toISOString() };
  const ownText = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (createExclusive(path, ownText)) {
      return hold(path, ownText);
    }
    const text = readText(path);
    if (text === null) {
      continue; // released between our attempt and the read
    }
    const other = parse(text);
    if (other !== null && ownerAlive(other)) {
      throw new Error(
        `the data directory ${shownAs} is in use by another server (pid ${other.pid}). Stop it first, or set DATA_DIR to another directory.`,
      );
    }
    removeStale(path, text, ownText);
  }
  throw new Error(`could not take the lock ${path}: it keeps changing hands. Is another server starting on DATA_DIR ${shownAs}?`);
}

function hold(path: string, ownText: string): DataDirLock {
  const lock: DataDirLock = {
    path,
    release: () => {
      if (!held.delete(lock)) {
        return;
      }
      if (readText(path) === ownText) {
        unlinkQuietly(path);
      }
    },
  };
  held.add(lock);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // process.exit() without close (a failed start, a fatal error): the next start should not wait for recovery.
    process.on('exit', () =>
      [...held].forEach((l) => {
        l.release();
      }),
    );
  }
  return lock;
}
