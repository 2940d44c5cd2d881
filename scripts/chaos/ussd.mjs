// The chaos run's USSD players (issue 34: "a kill -9 mid-session loses no acknowledged bet"). Phones registered by
// USSD (their 100 ETB welcome funds are the stake money) walk sessions through the built-in simulator's gateway route
// (/sim/ussd/send, this machine only) to a single of 5 ETB: sports → football → a match → pick 1 → stake → PIN → Yes.
// A confirmation that got no answer (the server was killed) is sent again after the restart with the same session id
// and path, as a gateway resends; the money move is keyed by session and step, so it places at most one ticket.
// Every "END Ticket BB-… placed" the phone was shown must then be a ticket of that phone's account, stored once, with
// one stake transfer (ussdSqlChecks).

const PIN = '2580';
const STAKE = '5';

/** One gateway request; {screen} or {lost: true} when the server did not answer. */
async function send(api, phone, sessionId, path) {
  try {
    const res = await api.send('POST', '/sim/ussd/send', {
      body: { sessionId, phoneNumber: phone, serviceCode: '*804#', text: path.join('*') },
      signed: false,
      timeoutMs: 10_000,
    });
    return res.status === 200 && typeof res.json?.screen === 'string' ? { screen: res.json.screen } : { lost: true };
  } catch {
    return { lost: true };
  }
}

export class UssdBook {
  constructor(problems) {
    this.problems = problems;
    /** reference → {phone, round} */
    this.acked = new Map();
    /** Confirmations without an answer: {phone, sessionId, path, round}. */
    this.pending = [];
  }

  record(phone, round, screen) {
    const ref = /^END Ticket (BB-[A-Z2-7]{10}) placed/.exec(screen)?.[1];
    if (ref !== undefined) {
      const earlier = this.acked.get(ref);
      if (earlier !== undefined && earlier.phone !== phone) {
        this.problems.push(`USSD ticket ${ref} acknowledged to ${phone} and to ${earlier.phone}`);
      }
      this.acked.set(ref, { phone, round });
    }
    return ref;
  }

  /** Sends each unanswered confirmation again (same session, same path); how many were sent and acknowledged. */
  async retryPending(api) {
    const r = { retried: this.pending.length, acked: 0, lost: 0 };
    const pending = this.pending;
    this.pending = [];
    for (const p of pending) {
      const answer = await send(api, p.phone, p.sessionId, p.path);
      if (answer.lost) {
        r.lost += 1;
      } else if (this.record(p.phone, p.round, answer.screen) !== undefined) {
        r.acked += 1;
      }
    }
    return r;
  }
}

/** Registers `n` phones by USSD (language English, 21+, PIN twice). */
export async function ussdSetup(api, rng, n) {
  const phones = [];
  for (let i = 0; i < n; i += 1) {
    const phone = `+2519${String(rng.int(10_000_000, 99_999_999))}`;
    const sessionId = `chaos-reg-${phone.slice(1)}`;
    const path = [];
    let answer = await send(api, phone, sessionId, path);
    for (const input of ['1', '1', '1', PIN, PIN]) {
      path.push(input);
      answer = await send(api, phone, sessionId, path);
    }
    if (answer.lost || !answer.screen.startsWith('END') || !answer.screen.includes(phone)) {
      throw new Error(`USSD registration of ${phone} answered ${JSON.stringify(answer)}`);
    }
    phones.push(phone);
  }
  return phones;
}

/** One phone's sessions until `state.stopped`, each a single of 5 ETB on one of the first three football matches. */
export async function ussdBettor({ api, rng, phone, book, state, round, counts, nextSession }) {
  while (!state.stopped) {
    const sessionId = nextSession();
    const steps = ['2', '1', String(rng.int(1, 3)), '1', '2', STAKE, PIN, '1'];
    const path = [];
    let answer = await send(api, phone, sessionId, path);
    for (const input of steps) {
      if (answer.lost || answer.screen.startsWith('END')) {
        break;
      }
      path.push(input);
      answer = await send(api, phone, sessionId, path);
    }
    counts.sessions = (counts.sessions ?? 0) + 1;
    if (answer.lost) {
      // Only a lost confirmation may have moved money; an earlier lost step is a session the phone gives up.
      if (path.length === steps.length) {
        book.pending.push({ phone, sessionId, path: [...path], round });
        counts.unanswered = (counts.unanswered ?? 0) + 1;
      }
      continue;
    }
    if (book.record(phone, round, answer.screen) !== undefined) {
      counts.acked = (counts.acked ?? 0) + 1;
    } else {
      counts.refused = (counts.refused ?? 0) + 1;
    }
  }
}

// References are quoted inline (the readers take plain statements): each one matched /^BB-[A-Z2-7]{10}$/ on the way in.
const sqlOf = (refs) => `select t.reference_id as ref, u.phone, t.stake_cents::text as stake,
    (select count(*) from ledger_transactions x where x.idempotency_key = 'ticket:' || t.id)::int as stakes
  from tickets t join users u on u.id = t.user_id where t.reference_id in (${refs.map((r) => `'${r}'`).join(', ')})`;

/** Every acknowledged USSD ticket stored once, on the phone's account, its 5 ETB staked once. */
export async function ussdSqlChecks(target, book) {
  const refs = [...book.acked.keys()];
  const problems = [];
  if (refs.length === 0) {
    return { problems, stored: 0 };
  }
  const [rows] = await target.query([sqlOf(refs)]);
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  for (const [ref, ack] of book.acked) {
    const row = byRef.get(ref);
    if (row === undefined) {
      problems.push(`USSD ticket ${ref} acknowledged to ${ack.phone} (round ${ack.round}) is not stored`);
    } else if (row.phone !== ack.phone || row.stakes !== 1 || row.stake !== '500') {
      problems.push(`USSD ticket ${ref}: phone ${row.phone} (acknowledged to ${ack.phone}), staked ${row.stakes} times, ${row.stake} cents`);
    }
  }
  return { problems, stored: rows.length };
}
