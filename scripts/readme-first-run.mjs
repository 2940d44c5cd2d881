// The README's first run, checked the way a new user meets it: a copy of the checkout's tracked files
// (no dist/, no dist-server/, no data: a clean checkout; node_modules is linked, as after `npm install`),
// started with `node scripts/start.mjs` exactly as `npm start` does (it builds the client first, in the
// same process), then the README's account flow: register a phone, read its code from the SMS outbox
// with the README's curl (from this machine), verify, and see the 100.00 ETB welcome funds.
// Exits non-zero, naming the step, when any of it fails. Used by `npm test`; `node scripts/readme-first-run.mjs`.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { signedHeaders } from './harness/sign.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const work = mkdtempSync(join(tmpdir(), 'birrbet-readme-'));
const checkout = join(work, 'checkout');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
for (const file of tracked) {
  mkdirSync(dirname(join(checkout, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(checkout, file));
  } catch {
    // a file deleted in the working tree but still tracked: a clean checkout of this tree lacks it too
  }
}
symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'), 'dir');

const port = String(19000 + Math.floor(Math.random() * 900));
const base = `http://127.0.0.1:${port}`;
// The user's environment minus what the test runner sets: NODE_ENV and friends are what `npm start` sees.
const env = { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: join(work, 'data') };
for (const name of [
  'NODE_ENV',
  'OPERATOR_TOKEN',
  'OPERATOR_TOKEN_ROLES',
  'DATABASE_URL',
  'STATIC_DIR',
  'MERCHANT_ID',
  'MERCHANT_API_KEY',
  'VITEST',
]) {
  delete env[name];
}
const server = spawn('node', ['scripts/start.mjs'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
server.stdout.on('data', (d) => {
  output += d;
});
server.stderr.on('data', (d) => {
  output += d;
});

const fail = (step, detail) => {
  console.error(`✖ README first run: ${step}: ${detail}`);
  console.error(output.split('\n').slice(-20).join('\n'));
  cleanUp();
  process.exit(1);
};
function cleanUp() {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) {
      break;
    }
  } catch {
    // building, or not listening yet
  }
  if (server.exitCode !== null || i > 600) {
    fail('npm start', server.exitCode !== null ? `exited with ${server.exitCode}` : 'no health answer within 5 minutes');
  }
  await new Promise((r) => setTimeout(r, 500));
}

const MERCHANT = 'birrbet-demo';
const KEY = 'birrbet-demo-key-2026';
async function signedPost(path, body) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...signedHeaders(MERCHANT, KEY, raw) },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const phone = '+251911223344';
const registered = await signedPost('/api/v1/auth/register', { phone: '0911223344', password: 'Abebe-2026!', merchant_id: MERCHANT });
if (registered.status !== 200) {
  fail('register', `${registered.status} ${JSON.stringify(registered.body)}`);
}
// The README's curl, to localhost.
const outbox = await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
if (outbox.status !== 200) {
  fail('SMS outbox', `answered ${outbox.status}`);
}
const messages = (await outbox.json()).messages ?? [];
const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
if (code === undefined) {
  fail('SMS outbox', 'no code in the outbox');
}
const verified = await signedPost('/api/v1/auth/verify', { phone, otp: code, merchant_id: MERCHANT });
const balance = verified.body?.wallet?.balance;
if (verified.status !== 200 || typeof verified.body?.session?.id !== 'string') {
  fail('verify', `${verified.status} ${JSON.stringify(verified.body)}`);
}
if (Number(balance) !== 100) {
  fail('welcome funds', `balance ${balance}, expected 100.00`);
}
console.log(
  `✔ README first run: npm start built and served a clean checkout; registered ${phone}, read the code from the outbox, verified; balance ${balance} ETB`,
);
cleanUp();
