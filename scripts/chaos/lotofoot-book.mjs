// The chaos run's account of every LotoFoot submission, by Idempotency-Key: acknowledged (ticket, week, round),
// refused (its code: nothing may be stored under that key), or pending — no answer came (the server was killed), so
// it is sent again after the restart with the same key and body and must answer the ticket the first attempt stored.
// One key must never answer two tickets, nor a ticket of another week than the one submitted for.
import { submitLotofoot } from './lotofoot.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class LotofootBook {
  constructor(problems) {
    this.problems = problems;
    this.acked = new Map();
    this.refused = new Map();
    this.pending = new Map();
    /** Weeks seen settled (a settled week never changes again): no need to read them before a jump. */
    this.settledWeeks = new Set();
  }

  record(attempt, result, round) {
    const base = { userId: attempt.player.userId, key: attempt.key, variant: attempt.body.variant, weekId: attempt.body.week_id };
    if (result.kind === 'acked') {
      const earlier = this.acked.get(attempt.key);
      if (earlier !== undefined && earlier.ticketId !== result.ticketId) {
        this.problems.push(`LotoFoot key ${attempt.key} answered ${result.ticketId}, earlier ${earlier.ticketId}`);
      }
      if (result.weekId !== attempt.body.week_id) {
        this.problems.push(`LotoFoot key ${attempt.key} answered a ticket of week ${result.weekId}, submitted for ${attempt.body.week_id}`);
      }
      this.acked.set(attempt.key, { ...base, ticketId: result.ticketId, round });
      this.pending.delete(attempt.key);
    } else if (result.kind === 'refused') {
      this.refused.set(attempt.key, { ...base, code: result.code });
      this.pending.delete(attempt.key);
    } else {
      this.pending.set(attempt.key, attempt);
    }
  }

  /** Sends every pending submission again (same key and body, re-signed); the retry's counters. */
  async retryPending(api, round) {
    const r = { retried: 0, recovered: 0, placed: 0, unanswered: 0, codes: {} };
    for (let pass = 0; pass < 3 && this.pending.size > 0; pass += 1) {
      r.unanswered = 0;
      for (const attempt of [...this.pending.values()]) {
        r.retried += pass === 0 ? 1 : 0;
        const result = await submitLotofoot(api, attempt);
        this.record(attempt, result, round);
        if (result.kind === 'acked') {
          r[result.status === 200 ? 'recovered' : 'placed'] += 1;
        } else if (result.kind === 'refused') {
          r.codes[result.code] = (r.codes[result.code] ?? 0) + 1;
        } else {
          r.unanswered += 1;
        }
      }
      if (this.pending.size > 0) {
        await sleep(300);
      }
    }
    return r;
  }

  /** The weeks acknowledged tickets were submitted for. */
  weekIds() {
    return [...new Set([...this.acked.values()].map((a) => a.weekId))];
  }
}

/** The round's submissions and their retry after the restart, on one line. */
export function lotofootRoundLine(c, r) {
  const codes = (m) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  return (
    `submitted ${c.submitted} (${c.beyond} beyond the balance) · acknowledged ${c.acked} · refused ${codes(c.refused)} · unanswered ${c.unanswered}` +
    ` → retried ${r.retried} (${r.recovered} already stored, ${r.placed} placed now, refused ${codes(r.codes)}, ${r.unanswered} unanswered)`
  );
}
