// The game page's calls: the public schedule and, in real mode, the bet and bet-list calls with the launch
// token. Every answer is decoded with the schema's structs: a malformed answer is an error, never a crash.
import { is, type Struct } from 'superstruct';
import { VirtualBetPlaced, VirtualBets, VirtualSchedule, type VirtualBet, type VirtualLeague } from '../../../schema/virtual-sport.ts';

export type Answer<T> = { ok: true; value: T } | { ok: false; code: string | undefined };

async function call<T>(url: string, struct: Struct<T, unknown>, body?: unknown): Promise<Answer<T>> {
  try {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
    });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok && is(json, struct)) {
      return { ok: true, value: json };
    }
    const code = json !== null && typeof json === 'object' && 'code' in json ? String((json as { code: unknown }).code) : undefined;
    return { ok: false, code };
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
}

export const getSchedule = (league: VirtualLeague): Promise<Answer<VirtualSchedule>> => call(`/api/games/virtual/${league}`, VirtualSchedule);

export interface BetInput {
  event_id: string;
  market: string;
  selection: string;
  stake: number;
  odds: number;
}

export const postBet = (token: string, input: BetInput): Promise<Answer<{ bet: VirtualBet; balance: number }>> =>
  call('/api/games/virtual/bet', VirtualBetPlaced, { token, ...input });

export const getBets = (token: string): Promise<Answer<{ bets: VirtualBet[]; balance: number }>> =>
  call('/api/games/virtual/bets', VirtualBets, { token });
