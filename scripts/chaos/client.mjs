// The chaos run's HTTP side, speaking to the server as a real client does: signed requests (HMAC-SHA256 of
// body + timestamp + merchant id, domain/signing.ts), players registered through the SMS outbox, money
// tickets placed with an Idempotency-Key. A request that gets no answer (the server was killed) is kept, with
// its key and exact body, so it can be sent again after the restart: re-signed with a fresh timestamp, since a
// state-changing signature is accepted once.
import { randomBytes } from 'node:crypto';
import { signedHeaders } from '../harness/sign.mjs';

export const MERCHANT_ID = 'birrbet-chaos';
export const MERCHANT_KEY = `chaos-key-${randomBytes(8).toString('hex')}`;
export const OPERATOR_TOKEN = `chaos-operator-${randomBytes(8).toString('hex')}`;

export class Api {
  constructor(base) {
    this.base = base;
    this.requests = 0;
    this.fiveHundreds = [];
  }

  /** fetch with a time limit; resolves {status, json} or rejects when no answer came (killed server). */
  async send(method, path, { body, headers = {}, signed = true, timeoutMs = 20_000 } = {}) {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const h = { ...headers, ...(signed ? signedHeaders(MERCHANT_ID, MERCHANT_KEY, raw) : {}) };
    if (body !== undefined) {
      h['content-type'] = 'application/json';
    }
    this.requests += 1;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = { raw: text };
    }
    if (res.status >= 500) {
      this.fiveHundreds.push(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
    }
    return { status: res.status, json, headers: res.headers };
  }

  admin(method, path, body, headers = {}) {
    return this.send(method, path, { body, signed: false, headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...headers } });
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function expectOk(promise, what) {
  const res = await promise;
  if (res.status >= 300) {
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
  return res.json;
}

/** Registers a player through the SMS outbox and credits the wallet: {userId, phone, token}. `ending` picks the
 *  simulated wallet's behaviour (0000 declines, 2222 calls back three times out of order). */
export async function newPlayer(api, rng, creditEtb, ending = '') {
  const digits = String(rng.int(10_000_000, 99_999_999));
  const phone = `+2519${digits.slice(0, digits.length - ending.length)}${ending}`;
  const password = `Chaos-${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    const res = await api.send('POST', '/api/v1/auth/register', { body: { phone, password, merchant_id: MERCHANT_ID } });
    if (res.status === 429 && attempt < 5) {
      // Code sends are limited per address too: wait as told.
      await sleep(1000 * Number(res.headers.get('retry-after') ?? 5));
      continue;
    }
    await expectOk(Promise.resolve(res), `register ${phone}`);
    break;
  }
  const outbox = await expectOk(api.admin('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`), 'sms outbox');
  const otp = /\b(\d{6})\b/.exec(outbox.messages?.[0]?.text ?? '')?.[1];
  if (otp === undefined) {
    throw new Error(`no code in the outbox for ${phone}: ${JSON.stringify(outbox)}`);
  }
  const login = await expectOk(api.send('POST', '/api/v1/auth/verify', { body: { phone, otp, merchant_id: MERCHANT_ID } }), 'verify');
  await expectOk(
    api.admin(
      'POST',
      '/api/admin/v1/wallets/credit',
      { phone, amount: creditEtb, reason: 'chaos run' },
      { 'idempotency-key': `chaos-credit-${phone}` },
    ),
    'credit',
  );
  return { userId: login.user.id, phone, token: login.session.id };
}

/** Main-market prices of the next matches of every sport, earliest kick-off first (they settle soonest as the feed advances). */
export async function upcomingLegs(api) {
  const res = await api.send('GET', '/api/v1/express-matches/upcoming?page_size=40');
  if (res.status !== 200) {
    return [];
  }
  const soon = Date.now() + 3 * 60_000;
  return res.json.matches
    .filter((m) => Date.parse(m.start_time) > soon && m.main_market?.status === 'active')
    .slice(0, 15)
    .map((m) => ({ match: m.id, market: m.main_market.market_id, outcomes: m.main_market.outcomes }));
}

/** A legacy-figures money ticket (every tax and bonus figure 0: the server computes its own) on 1–3 matches. */
export function ticketBody(player, legs, rng) {
  const count = Math.min(legs.length, rng.int(1, 3));
  const chosen = [...legs].sort(() => rng.next() - 0.5).slice(0, count);
  return {
    user_id: player.userId,
    bet_type: count === 1 ? 'SINGLE' : 'MULTIPLE',
    total_stake: rng.int(1, 5),
    selections: chosen.map((l) => {
      const o = rng.pick(l.outcomes);
      return {
        match_id: l.match,
        market_id: l.market,
        outcome_id: o.id,
        odds: o.odds,
        specifier: o.specifier ?? null,
        variant: null,
        special_value: null,
        variant_value: null,
      };
    }),
    stake_tax_amount: 0,
    net_stake: 0,
    winnings_tax_amount: 0,
    bonus_percentage: 0,
    bonus_amount: 0,
    basic_potential_win: 0,
    gross_potential_win: 0,
    net_potential_win: 0,
  };
}

/** One placement attempt: {kind: 'acked', ticketId, status} | {kind: 'refused', code} | {kind: 'unanswered'}. */
export async function place(api, attempt) {
  try {
    const res = await api.send('POST', '/api/v1/tickets', {
      body: attempt.body,
      headers: { 'x-auth-token': attempt.player.token, 'idempotency-key': attempt.key },
    });
    if ((res.status === 200 || res.status === 201) && typeof res.json?.ticket_id === 'string') {
      return { kind: 'acked', ticketId: res.json.ticket_id, status: res.status };
    }
    if (res.status >= 500) {
      return { kind: 'unanswered', why: `HTTP ${res.status}` };
    }
    return { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { kind: 'unanswered', why: err?.cause?.code ?? err?.name ?? String(err) };
  }
}
