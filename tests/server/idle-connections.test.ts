// Nobody takes the server offline with idle connections (issue 28, item 1). A real server process started with
// `ulimit -n 1024` (a budget of 896 connections) faces 5 loopback addresses holding 220 sockets each that never
// send a byte: a client on a sixth address still gets 10 of 10 health checks answered (idle connections make
// room for new ones), and every idle socket is closed by 20 s (15 s to send complete request headers).
// Also: what the server logs of its connection budget, and production's refusal of a low open-file limit.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetLine, openFileRefusal, readOpenFileLimits } from '../../server/open-files.ts';

const HOLDERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
const PER_HOLDER = 220;
const CLIENT = '127.0.0.9';

let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
});

/** Starts server/main.ts under `ulimit -n <files>`; resolves with its port and its output so far. */
function startServer(files: number): Promise<{ port: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `ulimit -n ${files} && exec "${process.execPath}" --import tsx server/main.ts`], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://', PORT: '0', HOST: '0.0.0.0', SSR_BUNDLE: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const port = /BirrBet is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        resolve({ port: Number(port), output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

/** One idle socket from `from`: resolves once connected (or closed), and records when it closed. */
function idleSocket(port: number, from: string): { ready: Promise<void>; closedAt: Promise<number> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => undefined);
  const ready = new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
  });
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  return { ready, closedAt };
}

function health(port: number, from: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', localAddress: from, agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

describe('idle connections', () => {
  it('keeps a sixth address healthy while 5 addresses hold 1,100 idle sockets, and closes them all by 20 s', async () => {
    const { port, output } = await startServer(1_024);
    expect(output).toContain('connections: at most 896 at once (open-file limit 1024)');
    const started = performance.now();
    const sockets = HOLDERS.flatMap((from) => Array.from({ length: PER_HOLDER }, () => idleSocket(port, from)));
    await Promise.all(sockets.map((s) => s.ready));
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await health(port, CLIENT));
    }
    expect(answers).toEqual(Array(10).fill(200));
    const closed = await Promise.all(sockets.map((s) => s.closedAt));
    expect(Math.max(...closed) - started).toBeLessThan(20_000);
  }, 120_000);
});

describe('the open-file limit at start', () => {
  it('reads soft and hard limits, and states the budget they leave', () => {
    const limits = readOpenFileLimits('Max open files            1024                 524288               files\n');
    expect(limits).toEqual({ soft: 1024, hard: 524288 });
    expect(budgetLine({ before: { soft: 1024, hard: 524288 }, after: { soft: 524288, hard: 524288 }, failure: null })).toBe(
      'connections: at most 524160 at once (open-file limit 524288, raised from 1024)',
    );
    expect(budgetLine({ before: limits, after: limits, failure: 'prlimit is not installed (util-linux)' })).toBe(
      'connections: at most 896 at once (open-file limit 1024; not raised: prlimit is not installed (util-linux))',
    );
  });

  it('refuses production below 8,192 open files, in one line naming LimitNOFILE', () => {
    expect(openFileRefusal(true, { soft: 8_192, hard: 8_192 })).toBeNull();
    expect(openFileRefusal(false, { soft: 1_024, hard: 1_024 })).toBeNull();
    const run = spawnSync('bash', ['-c', `ulimit -n 1024 && exec "${process.execPath}" --import tsx server/main.ts`], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', SMS_GATEWAY_URL: 'https://sms.example/send' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'BirrBet failed to start: the open-file limit is 1024 (hard 1024); production needs at least 8192 (every connection is a file): set LimitNOFILE=65536 in the systemd unit, or ulimit -n before starting',
    ]);
  }, 60_000);
});
