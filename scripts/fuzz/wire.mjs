// The fuzzer's transport and server: raw HTTP/1.1 over a socket per request (so any bytes can go into the
// method, path, headers and body — fetch would refuse most of them), the request signature as the client
// computes it (domain/signing.ts: HMAC-SHA256 of body + timestamp + merchant id), and a server of its own
// (the built dist-server/main.mjs on a free port and a temporary DATA_DIR, or on the DATABASE_URL it is given).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../harness/scratch.mjs';

export { sign } from '../harness/sign.mjs';

/**
 * Sends one request on its own connection (Connection: close) and reads the whole answer.
 * Resolves {status, body (string), ms} — status 0 when no status line came back (error says why). `localAddress`
 * picks the client's own address (another loopback address plays another client).
 */
export function send(target, { method, url, headers, body, localAddress }, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks = [];
    let settled = false;
    let lingering = false;
    const socket = connect({ port: target.port, host: target.host, ...(localAddress ? { localAddress } : {}) });
    const finish = (error) => {
      if (settled) {
        return;
      }
      settled = true;
      socket.destroy();
      const bytes = Buffer.concat(chunks);
      const text = bytes.toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf('\r\n\r\n');
      const answer = split < 0 ? '' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8');
      resolve({
        status,
        head: split < 0 ? text : text.slice(0, split),
        body: answer,
        ms: performance.now() - started,
        wsClose: status === 101 ? closeCode(bytes.subarray(split + 4)) : undefined,
        error: status === 0 ? (error ?? 'no answer') : undefined,
      });
    };
    socket.setTimeout(timeoutMs, () => finish('timeout'));
    socket.on('connect', () => {
      const lines = [`${method} ${url} HTTP/1.1`, `Host: ${target.host}:${target.port}`, ...('connection' in headers ? [] : ['Connection: close'])];
      for (const [name, value] of Object.entries(headers)) {
        lines.push(`${name}: ${value}`);
      }
      if (body !== undefined) {
        lines.push(`Content-Length: ${body.length}`);
      }
      // latin1: each char of the head is one byte, so a test can put any byte (\xff, \x00) on the wire.
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body ?? Buffer.alloc(0)]));
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const sofar = Buffer.concat(chunks);
      // A WebSocket that opened (101) stays open: read its first frames for 400 ms, then hang up.
      if (!lingering && /^HTTP\/1\.1 101/.test(sofar.toString('latin1', 0, 16))) {
        lingering = true;
        setTimeout(() => finish(), 400);
      }
      // An answer that keeps the connection open (an upgrade request refused) is complete at its Content-Length.
      const head = sofar.indexOf('\r\n\r\n');
      const length = head < 0 ? null : /\r\ncontent-length: *(\d+)/i.exec(sofar.toString('latin1', 0, head));
      if (length && sofar.length - head - 4 >= Number(length[1])) {
        finish();
      }
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err) => finish(err.code ?? err.message));
  });
}

/** The status code of the first close frame among server WebSocket frames (unmasked), if any. */
function closeCode(frames) {
  let at = 0;
  while (at + 2 <= frames.length) {
    const opcode = frames[at] & 0x0f;
    let length = frames[at + 1] & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = frames.length >= at + 4 ? frames.readUInt16BE(at + 2) : 0;
      start = at + 4;
    } else if (length === 127) {
      length = frames.length >= at + 10 ? Number(frames.readBigUInt64BE(at + 2)) : 0;
      start = at + 10;
    }
    if (opcode === 0x8) {
      return length >= 2 && frames.length >= start + 2 ? frames.readUInt16BE(start) : 1005;
    }
    at = start + length;
  }
  return undefined;
}

/**
 * Builds and starts the server (PORT free, HOST 127.0.0.1, NODE_ENV=test, OPERATOR_TOKEN set) on a temporary
 * DATA_DIR or the given DATABASE_URL; the log goes to a file. Resolves {target, operatorToken, logFile, alive(), stop()}.
 */
export async function startServer({ databaseUrl, operatorToken, env: extraEnv = {} }) {
  const { buildServer } = await import('../build-server.mjs');
  await buildServer();
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'birrbet-fuzz-'));
  const logFile = join(work, 'server.log');
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // Faults (a 500's cause) reach the log file, which the report keeps.
    LOG: '1',
    OPERATOR_TOKEN: operatorToken,
    // The token may do everything the tests and journeys drive (OPERATOR_TOKEN_ROLES; a real server scopes it: 'machine').
    OPERATOR_TOKEN_ROLES: 'admin,trader,risk,finance,support,marketing,shop_manager,machine',
    DATA_DIR: join(work, 'data'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  }
  const child = spawn(process.execPath, ['dist-server/main.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const target = { host: '127.0.0.1', port };
  for (let i = 0; ; i += 1) {
    const res = await send(target, { method: 'GET', url: '/api/health', headers: {} }, 2_000);
    if (res.status === 200) {
      break;
    }
    if (i > 240 || child.exitCode !== null) {
      throw new Error(`the server did not start (log: ${logFile})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    target,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, then SIGKILL after 15 s; resolves whether the server stopped by itself. */
    async stop({ keepLog }) {
      let clean = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          clean = false;
          child.kill('SIGKILL');
        }, 15_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      if (!keepLog) {
        rmSync(work, { recursive: true, force: true });
      }
      return clean;
    },
  };
}
