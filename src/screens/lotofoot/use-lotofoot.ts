// Store reads of the LotoFoot screen (core §2/§4): the variant's open week (its read, deadline, tiers, matches in
// order), the player's picks of that week, the submit's state, and a clock ticking each second for the countdown.
// The first use starts keeping picks in browser storage (sync/lotofoot-picks.ts). Components emit intents only.
import { useEffect, useMemo, useState } from 'react';
import { useEngine, useResource, useRow, useStore, useTable, useValue, type ResourceState } from '../../data/hooks.ts';
import { weekResource } from '../../../sync/lotofoot.ts';
import { startPicksStorage } from '../../../sync/lotofoot-picks.ts';
import { SUBMIT_ROW } from '../../../sync/read/lotofoot.ts';
import type { LotofootVariantName } from '../../../domain/lotofoot.ts';

export interface WeekMatch {
  id: string;
  home: string;
  away: string;
  startTime: number;
}

export interface Tier {
  correct: number;
  multiplier: number | null;
  pool_share: number | null;
}

export interface WeekView {
  state: ResourceState;
  /** The server's code of the last failed read ('' when none): LOTOFOOT_WEEK_NOT_FOUND means no open week. */
  code: string;
  weekId: string;
  deadline: number;
  tiers: Tier[];
  /** ETB; null when the variant has none. */
  pool: number | null;
  matches: WeekMatch[];
}

const parsedTiers = (json: string | undefined): Tier[] => {
  try {
    return json ? (JSON.parse(json) as Tier[]) : [];
  } catch {
    return [];
  }
};

export function useWeek(variant: LotofootVariantName): WeekView {
  const engine = useEngine();
  const store = useStore();
  useEffect(() => {
    if (store) {
      startPicksStorage(engine, store, window.localStorage);
    }
  }, [engine, store]);
  const resource = useMemo(() => weekResource(variant), [variant]);
  const state = useResource(resource);
  const code = useRow('resources', resource.key).code ?? '';
  const week = useRow('lotofootWeeks', variant);
  const weekId = week.week_id ?? '';
  const rows = useTable('lotofootMatches');
  const matches = useMemo(
    () =>
      Object.entries(rows)
        .filter(([, r]) => r.week_id === weekId && weekId !== '')
        .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
        .map(([id, r]) => ({ id: id.slice(weekId.length + 1), home: r.home ?? '', away: r.away ?? '', startTime: r.start_time ?? 0 })),
    [rows, weekId],
  );
  const tiers = useMemo(() => parsedTiers(week.tiers), [week.tiers]);
  const pool = week.pool === undefined || week.pool < 0 ? null : week.pool;
  return { state, code, weekId, deadline: week.deadline ?? 0, tiers, pool, matches };
}

/** The player's picks of a week by match id. */
export function usePicks(weekId: string): Record<string, string> {
  const rows = useTable('lotofootPicks');
  return useMemo(() => {
    const picks: Record<string, string> = {};
    for (const r of Object.values(rows)) {
      if (r.week_id === weekId && r.match_id) {
        picks[r.match_id] = r.pick ?? '';
      }
    }
    return picks;
  }, [rows, weekId]);
}

export function useSubmitState() {
  const row = useRow('lotofootSubmit', SUBMIT_ROW);
  return {
    status: row.status ?? '',
    weekId: row.week_id ?? '',
    reference: row.reference ?? '',
    code: row.code ?? '',
    message: row.message ?? '',
  };
}

export function useSignedIn(): boolean {
  const userId = useValue('user_id');
  const token = useValue('session_id');
  return Boolean(userId && token);
}

/** Now, in ms, moving every second while mounted (the deadline countdown). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
