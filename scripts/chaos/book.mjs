// The chaos run's account of every ticket attempt, by Idempotency-Key: acknowledged (its ticket id and round),
// refused (its code), or pending — no answer came (the server was killed), so it is sent again after the
// restart with the same key and body. The checks read it: an acknowledged ticket must be stored, a refused
// key must not be, and one key must never answer two different tickets.
import { place } from './client.mjs';

export class Book {
  /** problems: the run's list, which a key answered with two tickets is added to. */
  constructor(problems) {
    this.problems = problems;
    this.acked = new Map();
    this.refused = new Map();
    this.pending = new Map();
  }

  record(attempt, result, round) {
    const base = { userId: attempt.player.userId, key: attempt.key };
    if (result.kind === 'acked') {
      const earlier = this.acked.get(attempt.key);
      if (earlier !== undefined && earlier.ticketId !== result.ticketId) {
        this.problems.push(`key ${attempt.key} answered ticket ${result.ticketId}, earlier ${earlier.ticketId}`);
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

  /** Sends every pending attempt again (same key and body, re-signed); returns the counters of the retry. */
  async retryPending(api, round) {
    const r = { retried: 0, recovered: 0, placed: 0, refused: 0, unanswered: 0 };
    // A socket pooled before the kill may fail the first send after the restart: up to three passes.
    for (let pass = 0; pass < 3 && this.pending.size > 0; pass += 1) {
      r.unanswered = 0;
      for (const attempt of [...this.pending.values()]) {
        r.retried += pass === 0 ? 1 : 0;
        const result = await place(api, attempt);
        this.record(attempt, result, round);
        if (result.kind === 'acked') {
          r[result.status === 200 ? 'recovered' : 'placed'] += 1;
        } else {
          r[result.kind === 'refused' ? 'refused' : 'unanswered'] += 1;
        }
      }
    }
    return r;
  }
}
