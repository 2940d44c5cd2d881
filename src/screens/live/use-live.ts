// Store reads of a Live screen (issue 32): the two live reads, the matches in play grouped by sport, and per match
// its scoreboard, moments and stats. A row reads its own match (useLiveScoreboard): a LIVE_SCORE re-renders that row
// only; the grouping re-renders when a match enters, leaves or moves in the list, never on a score. Reading a live
// resource loads the live family, and from then on the socket's LIVE_SCORE and LIVE_EVENT reach the store.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { liveMatchesResource, liveMatchResource } from '../../../sync/live.ts';
import {
  boardOfRow,
  inPlayBySport,
  LIVE_INDEX,
  liveIndexes,
  momentOfRow,
  statsOf,
  type LiveBoard,
  type LiveMoment,
} from '../../../sync/read/live.ts';
import { useIndexes, useResource, useRow, useSliceRowIds, useStore, type ResourceState } from '../../data/hooks.ts';

/** GET /api/v1/live while on screen. */
export function useLiveMatches(): ResourceState {
  const resource = useMemo(() => liveMatchesResource(), []);
  return useResource(resource);
}

/** GET /api/v1/live/:matchId while on screen. */
export function useLiveMatch(matchId: string): ResourceState {
  const resource = useMemo(() => liveMatchResource(matchId), [matchId]);
  return useResource(resource);
}

/** The store's live indexes, defined on first use (sync/read/live.ts). */
function useLiveIndexes() {
  const indexes = useIndexes();
  if (indexes) {
    liveIndexes(indexes);
  }
  return indexes;
}

const NO_GROUPS = '[]';

/** The matches in play grouped by sport (sports in the order of their first kick-off, matches in the list's order). */
export function useLiveInPlayBySport(): { sportId: string; matchIds: string[] }[] {
  const store = useStore();
  const indexes = useLiveIndexes();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!indexes) {
        return () => undefined;
      }
      const listener = indexes.addSliceRowIdsListener(LIVE_INDEX.inPlayBySport, null, changed);
      return () => {
        indexes.delListener(listener);
      };
    },
    [indexes],
  );
  // A text snapshot: equal groups are the same value, so a score (no change to the index) re-renders nothing.
  const read = useCallback(() => (store && indexes ? JSON.stringify(inPlayBySport({ store, indexes })) : NO_GROUPS), [store, indexes]);
  const text = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => JSON.parse(text) as { sportId: string; matchIds: string[] }[], [text]);
}

/** A match's scoreboard (null before any read or LIVE_SCORE of it); changes only when that match's row does. */
export function useLiveScoreboard(matchId: string): LiveBoard | null {
  const row = useRow('liveScores', matchId);
  return useMemo(() => boardOfRow(matchId, row), [matchId, row]);
}

/** A match's moments in match order. */
export function useLiveMoments(matchId: string): LiveMoment[] {
  const store = useStore();
  useLiveIndexes();
  const ids = useSliceRowIds(LIVE_INDEX.momentsByMatch, matchId);
  return useMemo(() => ids.map((id) => momentOfRow(store?.getRow('liveMoments', id) ?? {})), [ids, store]);
}

/** A match's stats as its last read answered them (null before one). */
export function useLiveStats(matchId: string): ReturnType<typeof statsOf> {
  const store = useStore();
  const row = useRow('liveStats', matchId);
  return useMemo(() => (store && row ? statsOf(store, matchId) : null), [store, row, matchId]);
}
