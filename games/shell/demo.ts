// Demo play (issue 15): the house game server's rules played locally, with no token and no server call. A demo
// balance of 1,000.00 ETB lives in sessionStorage; seeds come from crypto.getRandomValues; outcomes from the SAME
// domain maths and HMAC floats the server uses (fair.ts), so a demo round plays exactly like a real one and can be
// verified the same way. Mirrors server/modules/games/house (play.ts, moves.ts, rounds.ts): keep them in step.
import type { HouseRound } from '../../schema/house-game.ts';
import { CRASH_MIN_CASHOUT, crashMultiplierAt, crashTimeFor } from '../../domain/games/crash.ts';
import { MINES_TILES, minesMultiplier } from '../../domain/games/mines.ts';
import type { ActInput, Answer, HouseApi, Played, PlayInput, Rotated, Session } from './api.ts';
import { type GameMaths, replayRound, sha256Hex } from './fair.ts';

export const DEMO_BALANCE_CENTS = 100_000;
const MIN_BET_CENTS = 100;
const MAX_BET_CENTS = 500_000;
const MAX_WIN_CENTS = 100_000_000;
const HISTORY = 20;

interface Stored {
  id: string;
  betCents: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  progress: Record<string, unknown>;
  multiplier: number;
  payoutCents: number;
  status: 'open' | 'won' | 'lost';
  nonce: number;
  hash: string;
  clientSeed: string;
  at: number;
}

interface State {
  balanceCents: number;
  serverSeed: string;
  /** Committed for the next pair, its hash shown (as the server does, issue 28); a state saved before gets one. */
  nextServerSeed?: string;
  clientSeed: string;
  nonce: number;
  rounds: Stored[];
}

export interface DemoDeps {
  game: string;
  maths: GameMaths;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  randomHex: (bytes: number) => string;
}

const refused = (code: string): { ok: false; code: string } => ({ ok: false, code });
const payout = (cents: number, multiplier: number): number => Math.min(MAX_WIN_CENTS, Math.round(cents * multiplier));

export function demoApi(deps: DemoDeps): HouseApi {
  const key = `birrbet:house-demo:${deps.game}`;
  const multiStep = deps.game === 'mines' || deps.game === 'crash';
  const load = (): State => {
    try {
      const saved = JSON.parse(deps.storage.getItem(key) ?? 'null') as State | null;
      if (saved !== null && typeof saved.balanceCents === 'number' && Array.isArray(saved.rounds)) {
        return { ...saved, nextServerSeed: saved.nextServerSeed ?? deps.randomHex(32) };
      }
    } catch {
      // A damaged copy starts afresh.
    }
    // Demo seeds all come from this browser (the client seed too: there is no server to commit first).
    const fresh = { serverSeed: deps.randomHex(32), clientSeed: deps.randomHex(8), nextServerSeed: deps.randomHex(32) };
    return { balanceCents: DEMO_BALANCE_CENTS, ...fresh, nonce: 0, rounds: [] };
  };
  const state = load();
  const save = (): void => deps.storage.setItem(key, JSON.stringify(state));
  const nextSeed = (): string => {
    state.nextServerSeed ??= deps.randomHex(32);
    return state.nextServerSeed;
  };
  const fair = () => ({
    server_seed_hash: sha256Hex(state.serverSeed),
    client_seed: state.clientSeed,
    nonce: state.nonce,
    next_server_seed_hash: sha256Hex(nextSeed()),
  });

  function visible(r: Stored): Record<string, unknown> {
    if (r.status !== 'open') {
      return { ...r.outcome, ...r.progress };
    }
    if (deps.game === 'mines') {
      const picks = (r.progress['picks'] as number[]) ?? [];
      const mines = Number(r.params['mines']);
      return {
        picks,
        multiplier: picks.length === 0 ? 0 : minesMultiplier(mines, picks.length),
        next_multiplier: minesMultiplier(mines, picks.length + 1),
      };
    }
    const elapsed = Math.max(0, deps.now() - r.at);
    return { autoCashout: r.params['autoCashout'], elapsed_ms: elapsed, multiplier_now: crashMultiplierAt(elapsed) };
  }
  const present = (r: Stored): HouseRound => ({
    id: r.id,
    game: deps.game,
    bet: r.betCents / 100,
    free: false,
    params: r.params,
    outcome: visible(r),
    multiplier: r.multiplier,
    payout: r.payoutCents / 100,
    status: r.status,
    server_seed_hash: r.hash,
    client_seed: r.clientSeed,
    nonce: r.nonce,
    created_at: new Date(r.at).toISOString(),
  });
  function close(r: Stored, status: 'won' | 'lost', multiplier: number, progress: Record<string, unknown>): void {
    Object.assign(r, { status, multiplier, progress, payoutCents: payout(r.betCents, multiplier) });
    state.balanceCents += r.payoutCents;
  }
  /** A crash round whose curve has passed its crash point or auto cash-out ends by itself (finish.ts). */
  function closeCrashIfDue(): void {
    const r = state.rounds.find((x) => x.status === 'open');
    if (r === undefined || deps.game !== 'crash') {
      return;
    }
    const crashPoint = Number(r.outcome['crashPoint']);
    const auto = Number(r.outcome['autoCashout']);
    if (deps.now() - r.at >= crashTimeFor(Math.min(crashPoint, auto))) {
      close(r, auto <= crashPoint ? 'won' : 'lost', auto <= crashPoint ? auto : 0, {});
      save();
    }
  }
  const played = (r: Stored): Answer<Played> => ({
    ok: true,
    value: { success: true, round: present(r), balance: state.balanceCents / 100, fair: fair() },
  });

  return {
    async session(): Promise<Answer<Session>> {
      closeCrashIfDue();
      const rounds = state.rounds.map(present);
      return {
        ok: true,
        value: {
          game: deps.game,
          mode: 'real', // the wire has one mode; the page knows it is in demo from its launch fragment
          currency: 'ETB',
          balance: state.balanceCents / 100,
          min_bet: MIN_BET_CENTS / 100,
          max_bet: MAX_BET_CENTS / 100,
          fair: fair(),
          free_spins: null,
          open_round: rounds.find((r) => r.status === 'open') ?? null,
          history: rounds.filter((r) => r.status !== 'open').slice(0, HISTORY),
        },
      };
    },
    async play(input: PlayInput): Promise<Answer<Played>> {
      if (input.free === true) {
        return refused('INVALID_ACTION');
      }
      const raw = deps.game === 'mines' ? { ...input.params, picks: [] } : input.params;
      const params = deps.maths.parse(raw);
      const cents = Math.round(input.bet * 100);
      if (typeof params === 'string') {
        return { ok: false, code: 'INVALID_PARAMS', text: params };
      }
      if (Math.abs(cents - input.bet * 100) > 1e-6 || cents < MIN_BET_CENTS || cents > MAX_BET_CENTS) {
        return refused('BET_OUT_OF_RANGE');
      }
      closeCrashIfDue();
      if (state.rounds.some((r) => r.status === 'open')) {
        return refused('ROUND_OPEN');
      }
      if (cents > state.balanceCents) {
        return refused('INSUFFICIENT_BALANCE');
      }
      const outcome = replayRound(deps.maths, state.serverSeed, state.clientSeed, state.nonce, params) as Record<string, unknown>;
      const multiplier = multiStep ? 0 : Number(outcome['multiplier']);
      const r: Stored = {
        id: deps.randomHex(8),
        betCents: cents,
        params: params as Record<string, unknown>,
        outcome,
        progress: deps.game === 'mines' ? { picks: [] } : {},
        multiplier,
        payoutCents: 0,
        status: 'open',
        nonce: state.nonce,
        hash: sha256Hex(state.serverSeed),
        clientSeed: state.clientSeed,
        at: deps.now(),
      };
      state.nonce += 1;
      state.balanceCents -= cents;
      if (!multiStep) {
        close(r, multiplier > 0 ? 'won' : 'lost', multiplier, {});
      }
      state.rounds = [r, ...state.rounds].slice(0, HISTORY + 1);
      save();
      return played(r);
    },
    async act(input: ActInput): Promise<Answer<Played>> {
      const r = state.rounds.find((x) => x.id === input.round_id);
      if (r === undefined) {
        return refused('ROUND_NOT_FOUND');
      }
      closeCrashIfDue();
      if (r.status !== 'open') {
        return refused('ROUND_CLOSED');
      }
      if (deps.game === 'mines') {
        const picks = (r.progress['picks'] as number[]) ?? [];
        const count = Number(r.params['mines']);
        const mines = r.outcome['mines'] as number[];
        if (input.action === 'cashout') {
          if (picks.length === 0) {
            return refused('INVALID_ACTION');
          }
          close(r, 'won', minesMultiplier(count, picks.length), { picks });
        } else if (input.tile === undefined || picks.includes(input.tile) || input.tile < 0 || input.tile >= MINES_TILES) {
          return refused('INVALID_ACTION');
        } else if (mines.includes(input.tile)) {
          close(r, 'lost', 0, { picks: [...picks, input.tile], hit: input.tile });
        } else if (picks.length + 1 === MINES_TILES - count) {
          close(r, 'won', minesMultiplier(count, picks.length + 1), { picks: [...picks, input.tile] });
        } else {
          r.progress = { picks: [...picks, input.tile] };
        }
      } else {
        const at = crashMultiplierAt(deps.now() - r.at);
        if (input.action !== 'cashout' || at < CRASH_MIN_CASHOUT) {
          return refused('INVALID_ACTION');
        }
        const paid = Math.min(at, Number(r.outcome['autoCashout']));
        at >= Number(r.outcome['crashPoint']) ? close(r, 'lost', 0, {}) : close(r, 'won', paid, { cashedOutAt: paid });
      }
      save();
      return played(r);
    },
    async seed(clientSeed?: string): Promise<Answer<Rotated>> {
      if (state.rounds.some((r) => r.status === 'open')) {
        return refused('ROUND_OPEN');
      }
      const revealed = {
        server_seed: state.serverSeed,
        server_seed_hash: sha256Hex(state.serverSeed),
        client_seed: state.clientSeed,
        last_nonce: state.nonce - 1,
      };
      // The committed next seed becomes the one in use; a fresh one is committed after it.
      Object.assign(state, { serverSeed: nextSeed(), nextServerSeed: deps.randomHex(32), clientSeed: clientSeed ?? state.clientSeed, nonce: 0 });
      save();
      return { ok: true, value: { success: true, revealed, fair: fair() } };
    },
  };
}
