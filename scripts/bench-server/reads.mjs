// Catalogue reads for `npm run bench:server`: the calls the client makes (sync/resources.ts, sync/express.ts,
// with their query strings) against a running server, each loaded by autocannon (50 connections) with a
// signature made per request as the client makes it and `accept-encoding: br` as a browser sends it. Runs are
// interleaved with the Fastify hello-world (hello, two endpoints, hello, …) so machine noise hits both; an
// endpoint's ratio is to the mean of the hello-world runs on either side of it. Every answer must be a 200:
// non-2xx answers and errors are counted and shown, never silently averaged in.
import autocannon from 'autocannon';
import { signedHeaders } from './common.mjs';

export const CONNECTIONS = 50;
const HELLO_EVERY = 2;

async function getJson(base, path) {
  const res = await fetch(`${base}${path}`, { headers: signedHeaders() });
  if (res.status !== 200) {
    throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  return res.json();
}

/** The first of `items` for which `pick` finds something (ids of the live catalogue, which moves). */
async function firstWith(items, pick) {
  for (const item of items) {
    const found = await pick(item);
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

/** The reads of the client's home, sport, tournament and match screens, with ids from the live catalogue. */
export async function readTargets(base) {
  const { sports } = await getJson(base, '/api/v1/sports?active=true');
  const sport = sports[0];
  const { categories } = await getJson(base, `/api/v1/sports/${sport.id}/categories?active=true`);
  const chosen = await firstWith(categories, async (c) => {
    const { tournaments } = await getJson(base, `/api/v1/categories/${c.category_id}/tournaments?active=true`);
    return firstWith(tournaments, async (t) => {
      const { matches } = await getJson(base, `/api/v1/matches?tournament_id=${encodeURIComponent(t.id)}&active=true`);
      return matches.length === 0 ? undefined : { category: c, tournament: t, match: matches[0] };
    });
  });
  if (chosen === undefined) {
    throw new Error('the catalogue has no tournament with matches');
  }
  const q = encodeURIComponent;
  return [
    { name: 'sports', path: '/api/v1/sports?active=true' },
    { name: 'categories', path: `/api/v1/sports/${q(sport.id)}/categories?active=true` },
    { name: 'tournaments', path: `/api/v1/categories/${q(chosen.category.category_id)}/tournaments?active=true` },
    { name: 'tournament matches', path: `/api/v1/matches?tournament_id=${q(chosen.tournament.id)}&active=true` },
    { name: 'match markets', path: `/api/v1/matches/${q(chosen.match.id)}/markets` },
    { name: 'top sports', path: `/api/v1/top-sports?sport_id=${q(sport.id)}&page_size=20` },
    { name: 'top leagues', path: '/api/v1/top-leagues' },
    { name: 'top matches (mixed)', path: '/api/v1/top-sports/mixed' },
    { name: 'express', path: '/api/v1/express-matches' },
    { name: 'home composite', path: '/api/v1/composite/homepage-data?page_size=20' },
    { name: 'banners', path: '/api/v1/promotions/banners?type=HOMEPAGE_MOBILE' },
  ];
}

/** One autocannon run; `signed` signs every request afresh. Returns {rps, p99, non2xx, errors, bytesPerReq}. */
export async function load(base, path, { seconds, signed }) {
  const request = { method: 'GET', path, headers: { 'accept-encoding': 'br' } };
  if (signed) {
    request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, ...signedHeaders() } });
  }
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: [request] });
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: total === 0 ? 0 : result.throughput.total / total,
  };
}

/**
 * Benches each target against the hello-world; `onRow` sees each finished row. Returns the rows
 * {name, path, rps, p99, non2xx, errors, bytesPerReq, helloRps, ratio}.
 */
export async function benchReads({ base, hello, targets, seconds, warmSeconds = 1, onRow = () => undefined }) {
  // The hello-world gets the same signed requests (it ignores the headers): on a 2-core machine the load generator
  // shares the CPU, so both sides of the ratio must cost the generator the same per request.
  await load(hello, '/', { seconds: warmSeconds, signed: true });
  for (const t of targets) {
    await load(base, t.path, { seconds: warmSeconds, signed: true });
  }
  const helloRuns = [];
  const rows = [];
  for (let i = 0; i < targets.length; i += 1) {
    if (i % HELLO_EVERY === 0) {
      helloRuns.push((await load(hello, '/', { seconds, signed: true })).rps);
    }
    rows.push({ ...targets[i], ...(await load(base, targets[i].path, { seconds, signed: true })), block: helloRuns.length - 1 });
  }
  helloRuns.push((await load(hello, '/', { seconds, signed: true })).rps);
  return rows.map(({ block, ...row }) => {
    const helloRps = (helloRuns[block] + helloRuns[block + 1]) / 2;
    const done = { ...row, helloRps, ratio: row.rps / helloRps };
    onRow(done);
    return done;
  });
}
