// The server-rendered home page for `npm run bench:server --only home` (issue 17): GET / as a phone asks for it (an
// Android user agent, `accept-encoding: br`) loaded by autocannon with 50 connections, beside the JSON the client
// would otherwise fetch first (/api/v1/composite/homepage-data?page_size=20, signed per request) in the same run:
// p50/p99 latency and requests/s. The server reuses one render for 2 s per language, layout and zone
// (server/modules/pages/index.ts RENDER_REUSE_MS), so the uncached render is measured apart: every request carries
// its own `Cookie: tzo=<n>` (n walks -720..840, one minute a step: 1,561 zones, more than a run renders in 2 s),
// under the same 50 connections and then one request at a time (the render's own time, without queueing).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { CONNECTIONS } from './reads.mjs';
import { signedHeaders } from './common.mjs';

export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const COMPOSITE = '/api/v1/composite/homepage-data?page_size=20';
const PAGE_HEADERS = { 'accept-encoding': 'br', 'user-agent': PHONE_UA, accept: 'text/html' };

/** A fresh zone per call: -720, -719, … 840, then round again. */
function zones() {
  let n = -720;
  return () => {
    const value = n;
    n = n >= 840 ? -720 : n + 1;
    return value;
  };
}

async function run(base, path, { seconds, amount, connections = CONNECTIONS, headers = {}, setup }) {
  const request = { method: 'GET', path, headers: { 'accept-encoding': 'br', ...headers } };
  if (setup) {
    request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, ...setup() } });
  }
  const result = await autocannon({
    url: base,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    timeout: 30,
    requests: [request],
  });
  const total = result.requests.total;
  return {
    rps: total / (result.duration || seconds || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: total === 0 ? 0 : result.throughput.total / total,
  };
}

/** Checks the page is really rendered (match rows in it) and brotli-compressed before loading it. */
async function checkPage(base) {
  const res = await fetch(`${base}/`, { headers: PAGE_HEADERS });
  const html = await res.text();
  return {
    status: res.status,
    encoding: res.headers.get('content-encoding') ?? 'identity',
    rendered: html.includes('data-testid="match-row"'),
    htmlBytes: Buffer.byteLength(html),
  };
}

/** Runs the scenario; `onRow` sees each finished row. Returns { check, rows } (rows: {name, rps, p50, p99, …}). */
export async function benchHome({ base, seconds, onRow = () => undefined }) {
  const loadBefore = loadavg()[0];
  const check = { ...(await checkPage(base)), loadBefore };
  // Warm-up: the renderer's first passes and the composite's first queries.
  await run(base, '/', { seconds: 1, headers: PAGE_HEADERS });
  await run(base, COMPOSITE, { seconds: 1, setup: () => signedHeaders() });
  const rows = [];
  const add = (name, figures) => {
    const row = { name, ...figures };
    rows.push(row);
    onRow(row);
  };
  add('GET / (reused render)', await run(base, '/', { seconds, headers: PAGE_HEADERS }));
  add('composite JSON', await run(base, COMPOSITE, { seconds, setup: () => signedHeaders() }));
  const zone = zones();
  add('GET / fresh render', await run(base, '/', { seconds, headers: PAGE_HEADERS, setup: () => ({ cookie: `tzo=${zone()}` }) }));
  // Renders still queued from the loaded run would sit in front of the first ones here: let them drain first.
  await new Promise((r) => setTimeout(r, 5_000));
  // The same walk goes on: no zone comes back within 2 s.
  add(
    'GET / fresh, 1 at a time',
    await run(base, '/', { amount: 100, connections: 1, headers: PAGE_HEADERS, setup: () => ({ cookie: `tzo=${zone()}` }) }),
  );
  // The machine is shared: its load average beside the figures says how much of them is someone else's work.
  return { check, rows, load: loadavg()[0] };
}
