// Demo play: the same public schedule, a local balance of 1,000.00 ETB and local bets in sessionStorage, settled
// by the page from the results the schedule shows. No wallet call is ever made. Amounts in cents.
import type { VirtualBet, VirtualEvent, VirtualSchedule } from '../../../schema/virtual-sport.ts';
import type { BetInput } from './api.ts';

interface DemoState {
  balance: number;
  bets: VirtualBet[];
}

const START = 100_000;

export function winsIn(e: VirtualEvent, market: string, selection: string): boolean {
  if (market === 'WIN') {
    return String(e.order?.[0]) === selection;
  }
  const s = e.score ?? { home: 0, away: 0 };
  if (market === '1X2') {
    return selection === (s.home > s.away ? '1' : s.home === s.away ? 'X' : '2');
  }
  if (market === 'OU2.5') {
    return selection === (s.home + s.away > 2 ? 'over' : 'under');
  }
  return selection === (s.home > 0 && s.away > 0 ? 'yes' : 'no');
}

export class DemoWallet {
  private state: DemoState;

  constructor(private readonly key: string) {
    let saved: DemoState | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as DemoState | null;
    } catch {
      saved = null;
    }
    this.state = saved ?? { balance: START, bets: [] };
  }

  get balance(): number {
    return this.state.balance / 100;
  }

  get bets(): VirtualBet[] {
    return this.state.bets;
  }

  private save(): void {
    sessionStorage.setItem(this.key, JSON.stringify(this.state));
  }

  /** Places a local bet; answers a refusal code or null. */
  place(input: BetInput, event: VirtualEvent, startsAt: string, name: string, nowMs: number): string | null {
    const cents = Math.round(input.stake * 100);
    if (!(input.stake >= 1 && input.stake <= 5000) || Math.abs(input.stake * 100 - cents) > 1e-6) {
      return 'STAKE_OUT_OF_RANGE';
    }
    if (Date.parse(startsAt) <= nowMs) {
      return 'BETTING_CLOSED';
    }
    if (cents > this.state.balance) {
      return 'INSUFFICIENT_BALANCE';
    }
    this.state.balance -= cents;
    this.state.bets.unshift({
      id: `demo-${nowMs}-${Math.random().toString(36).slice(2, 8)}`,
      event_id: event.id,
      league: event.runners.length > 0 ? 'horses' : 'football',
      event_name: name,
      starts_at: startsAt,
      market: input.market,
      selection: input.selection,
      odds: input.odds,
      stake: input.stake,
      status: 'open',
      payout: 0,
      created_at: new Date(nowMs).toISOString(),
      settled_at: null,
    });
    this.state.bets = this.state.bets.slice(0, 30);
    this.save();
    return null;
  }

  /** Settles open bets whose event the schedule shows finished; answers how many. */
  settle(s: VirtualSchedule): number {
    const finished = new Map<string, VirtualEvent>();
    for (const round of [s.live, ...s.results]) {
      for (const e of round?.events ?? []) {
        if (e.status === 'finished') {
          finished.set(e.id, e);
        }
      }
    }
    let n = 0;
    for (const b of this.state.bets) {
      const e = finished.get(b.event_id);
      if (b.status === 'open' && e !== undefined) {
        const won = winsIn(e, b.market, b.selection);
        b.status = won ? 'won' : 'lost';
        b.payout = won ? Math.round(b.stake * b.odds * 100) / 100 : 0;
        b.settled_at = s.server_time;
        this.state.balance += Math.round(b.payout * 100);
        n += 1;
      }
    }
    if (n > 0) {
      this.save();
    }
    return n;
  }
}
