// The process's open-file limit at start (issue 28): every connection is a descriptor, so the limit caps the
// connections the server can hold (connection-limits.ts keeps a reserve below it). Node has no setrlimit, so the
// soft limit is raised to the hard one with util-linux's prlimit on this process, where it exists; without it
// (or where it fails) the limit stays as the system set it. /proc/self/limits is read back either way: the log
// line and the production refusal state what the process really has.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connectionBudget } from './plugins/connection-limits.ts';

/** Production refuses to start with fewer descriptors than this (docs/operations.md: LimitNOFILE). */
const PRODUCTION_MIN_OPEN_FILES = 8_192;

export interface OpenFileLimits {
  soft: number | null;
  hard: number | null;
}

/** Soft and hard "Max open files" from /proc/self/limits text (null: unlimited or unreadable). */
export function readOpenFileLimits(limitsText?: string): OpenFileLimits {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return { soft: null, hard: null };
    }
  }
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(text);
  const value = (v: string | undefined): number | null => (v === undefined || v === 'unlimited' ? null : Number(v));
  return { soft: value(match?.[1]), hard: value(match?.[2]) };
}

export interface RaiseResult {
  before: OpenFileLimits;
  after: OpenFileLimits;
  /** Why the soft limit could not be raised, or null. */
  failure: string | null;
}

/** Raises this process's soft open-file limit to its hard limit (prlimit), and reads back what it got. */
export function raiseOpenFileLimit(
  run: (file: string, args: string[]) => void = (file, args) => execFileSync(file, args, { stdio: 'ignore' }),
): RaiseResult {
  const before = readOpenFileLimits();
  if (before.soft === null || before.hard === null || before.soft >= before.hard) {
    return { before, after: before, failure: null };
  }
  let failure: string | null = null;
  try {
    run('prlimit', ['--pid', String(process.pid), `--nofile=${before.hard}:${before.hard}`]);
  } catch (err) {
    failure = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'prlimit is not installed (util-linux)' : `prlimit failed: ${String(err)}`;
  }
  return { before, after: readOpenFileLimits(), failure };
}

/** The start-up line: the limit and the connections it leaves room for. */
export function budgetLine(result: RaiseResult): string {
  const soft = result.after.soft;
  const raised = result.before.soft !== soft ? `, raised from ${result.before.soft}` : '';
  const why = result.failure === null ? '' : `; not raised: ${result.failure}`;
  return `connections: at most ${connectionBudget(soft)} at once (open-file limit ${soft ?? 'unlimited'}${raised}${why})`;
}

/** Why a production server must not start with this limit, in one line, or null. */
export function openFileRefusal(production: boolean, limits: OpenFileLimits): string | null {
  if (!production || limits.soft === null || limits.soft >= PRODUCTION_MIN_OPEN_FILES) {
    return null;
  }
  return (
    `the open-file limit is ${limits.soft} (hard ${limits.hard ?? 'unlimited'}); production needs at least ${PRODUCTION_MIN_OPEN_FILES}` +
    ' (every connection is a file): set LimitNOFILE=65536 in the systemd unit, or ulimit -n before starting'
  );
}
