// The chaos run's account of the casino load, by the house server's request_id: a play acknowledged (its round id,
// stake, and the status and payout last seen — final once the round is no longer open and no move of it is left
// unanswered), refused (its code: no round may hold that request_id), or pending — no answer came (the server was
// killed), so it is sent again after the restart with the same body and must answer the round the first attempt
// stored if its stake was taken, or play afresh if the recovery removed it. Virtual bets: acknowledged (bet id),
// refused, or unanswered (never re-sent: a virtual bet has no idempotency key).
import { houseCall } from './games.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cents = (etb) => Math.round(etb * 100);

export class GamesBook {
  constructor(problems) {
    this.problems = problems;
    this.acked = new Map();
    this.refused = new Map();
    this.pending = new Map();
    /** round id → request_id of its play, for the moves and sessions that report on it. */
    this.byRound = new Map();
    this.bets = { acked: new Map(), refused: [], unanswered: [] };
  }

  recordPlay(attempt, result, round) {
    const id = attempt.body.request_id;
    const base = { userId: attempt.player.userId, requestId: id, game: attempt.game };
    if (result.kind === 'acked') {
      const r = result.json.round;
      const earlier = this.acked.get(id);
      if (earlier !== undefined && earlier.roundId !== r.id) {
        this.problems.push(`request_id ${id} answered round ${r.id}, earlier ${earlier.roundId}`);
      }
      if ((attempt.body.free !== true && r.bet !== attempt.body.bet) || r.free !== (attempt.body.free === true)) {
        this.problems.push(`request_id ${id} asked ${attempt.body.bet} ETB (free ${attempt.body.free === true}), answered ${r.bet} (free ${r.free})`);
      }
      this.acked.set(id, { ...base, round, roundId: r.id, betCents: cents(r.bet), free: r.free, ...this.stateOf(r), attempt });
      this.byRound.set(r.id, id);
      this.pending.delete(id);
    } else if (result.kind === 'refused') {
      this.refused.set(id, { ...base, code: result.code });
      this.pending.delete(id);
    } else {
      this.pending.set(id, attempt);
    }
  }

  stateOf(r) {
    return { status: r.status, payoutCents: cents(r.payout), final: r.status !== 'open' };
  }

  /** A move's answer: the round's new state; no answer leaves its outcome unknown. */
  recordAct(roundId, result, round) {
    const ack = this.acked.get(this.byRound.get(roundId));
    if (ack === undefined) {
      return;
    }
    if (result.kind === 'acked') {
      Object.assign(ack, this.stateOf(result.json.round));
    } else if (result.kind === 'unanswered') {
      Object.assign(ack, { status: 'unknown', final: false });
    } else if (!['ROUND_CLOSED', 'INVALID_ACTION'].includes(result.code)) {
      this.problems.push(`round ${roundId} (round ${round}): a move was refused ${result.code}`);
    }
  }

  /** A session's history and open round: the states of rounds this book knows. */
  sawSession(session) {
    for (const r of [...session.history, ...(session.open_round === null ? [] : [session.open_round])]) {
      const ack = this.acked.get(this.byRound.get(r.id));
      if (ack !== undefined) {
        Object.assign(ack, this.stateOf(r));
      }
    }
  }

  recordBet(attempt, result, round) {
    const what = { userId: attempt.player.userId, round, startsAt: attempt.startsAt, ...attempt.body };
    if (result.kind === 'acked') {
      this.bets.acked.set(result.bet.id, { ...what, betId: result.bet.id, stakeCents: cents(attempt.body.stake), seq: this.bets.acked.size });
    } else if (result.kind === 'refused') {
      this.bets.refused.push({ ...what, code: result.code });
    } else {
      this.bets.unanswered.push(what);
    }
  }

  /**
   * Sends every pending play again (same body); `stored` maps request_id → {id, staked} as the crash left the
   * database (null when it could not be read): a staked round must be the answer, a stake-less one must be gone.
   */
  async retryPending(api, round, stored) {
    const r = { retried: 0, recovered: 0, fresh: 0, codes: {}, unanswered: 0 };
    for (let pass = 0; pass < 3 && this.pending.size > 0; pass += 1) {
      r.unanswered = 0;
      for (const [id, attempt] of [...this.pending]) {
        r.retried += pass === 0 ? 1 : 0;
        const result = await houseCall(api, '/api/games/house/play', attempt.body);
        this.recordPlay(attempt, result, round);
        const before = stored?.get(id);
        if (result.kind === 'acked') {
          const got = result.json.round.id;
          r[got === before?.id ? 'recovered' : 'fresh'] += 1;
          if (before?.staked === true && got !== before.id) {
            this.problems.push(`request_id ${id}: its round ${before.id} was staked at the kill, the retry answered ${got}`);
          } else if (before !== undefined && before.staked === false && got === before.id) {
            this.problems.push(`request_id ${id}: round ${before.id} had no stake at the kill, yet the retry answered it after the recovery`);
          }
        } else if (result.kind === 'refused') {
          r.codes[result.code] = (r.codes[result.code] ?? 0) + 1;
          if (before?.staked === true) {
            this.problems.push(`request_id ${id}: its round ${before.id} was staked at the kill, the retry was refused ${result.code}`);
          }
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
}

/**
 * After a restart: up to `max` plays acknowledged in this round sent again with the same body; each must answer
 * its round (never play again), with the stake answered and, when the round's end was answered, that end.
 */
export async function replayAcked(api, book, round, max = 8) {
  const problems = [];
  const acks = [...book.acked.values()].filter((a) => a.round === round).slice(-max);
  for (const ack of acks) {
    const result = await houseCall(api, '/api/games/house/play', ack.attempt.body);
    const r = result.json?.round;
    if (result.kind !== 'acked' || r.id !== ack.roundId || cents(r.bet) !== ack.betCents) {
      problems.push(`play ${ack.requestId} sent again answered ${result.kind} ${result.code ?? r?.id}, first round ${ack.roundId}`);
    } else if (ack.final && (r.status !== ack.status || cents(r.payout) !== ack.payoutCents)) {
      problems.push(`round ${ack.roundId} answered ${ack.status} paying ${ack.payoutCents}, now reads ${r.status} paying ${cents(r.payout)}`);
    } else {
      Object.assign(ack, book.stateOf(r));
    }
  }
  return { problems, replayed: acks.length };
}

/** The round's casino load and the retry after the restart, on one line. */
export function gamesRoundLine(c, r) {
  const codes = (m) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  return (
    `house plays ${c.plays} (${c.beyond} beyond the balance) · acknowledged ${c.acked} · refused ${codes(c.refused)} · unanswered ${c.unanswered}` +
    ` → retried ${r.retried} (${r.recovered} answered the stored round, ${r.fresh} played now, refused ${codes(r.codes)}, ${r.unanswered} unanswered)` +
    ` · virtual bets ${c.bets} (${c.betsAcked} acknowledged, ${c.betsUnanswered} unanswered)`
  );
}
