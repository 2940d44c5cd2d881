// The house virtual league on the client's side of the sync engine (issue 15): a league's schedule as a cached read
// of the declared endpoint (schema/endpoints/virtual-sports.ts) with a short TTL — a round changes every few minutes
// and a live match every few seconds, so the screen asks again every VIRTUAL_POLL_MS and the TTL lets at most one
// read through each time; a failed read keeps the last copy (stale on failure), shown as the games' failure text.
// The pure helpers the screen and tests share sit here too. Only the /virtual-sport chunk loads this module.
import { VirtualScheduleRead } from '../schema/endpoints/virtual-sports.ts';
import type { VirtualLeague, VirtualSchedule } from '../schema/virtual-sport.ts';
import { readOf, type SuccessOf } from './declared.ts';
import { registerVirtualSport } from './families/virtual-sport.ts';
import type { ResourceDef } from './resources.ts';

registerVirtualSport();

/** Ours (the spec names none): a live match's goals show within a few seconds. */
export const VIRTUAL_TTL = 3_000;
export const VIRTUAL_POLL_MS = 3_000;

export const virtualKey = (league: VirtualLeague): string => `virtual:${league}`;

export function virtualScheduleResource(league: VirtualLeague): ResourceDef {
  const key = virtualKey(league);
  const def: ResourceDef<SuccessOf<typeof VirtualScheduleRead>> = {
    key,
    ttl: VIRTUAL_TTL,
    ...readOf(VirtualScheduleRead, { league }),
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({ type: 'v1.VirtualScheduleLoaded', payload: { key, league, schedule: d } }),
  };
  return def as unknown as ResourceDef;
}

/** Milliseconds left before a round's kick-off at `nowMs` on the server's clock (0 once it has started). */
export const msToKickOff = (startsAt: string, nowMs: number): number => Math.max(0, Date.parse(startsAt) - nowMs);

/** The server's clock seen from here: the offset a schedule's server_time gives against the time it arrived. */
export const clockOffset = (s: Pick<VirtualSchedule, 'server_time'>, fetchedAt: number): number => Date.parse(s.server_time) - fetchedAt;

/** 'm:ss'. */
export const countdownText = (ms: number): string => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** The match minute (0–90) of a round at `nowMs`, from its kick-off and end. */
export function matchMinute(startsAt: string, endsAt: string, nowMs: number): number {
  const start = Date.parse(startsAt);
  const share = (nowMs - start) / (Date.parse(endsAt) - start);
  return Math.max(0, Math.min(90, Math.floor(share * 90)));
}
