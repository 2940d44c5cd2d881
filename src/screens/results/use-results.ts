// The results page's read: the day of one match when the address names one, else the day picked.
import { useMemo } from 'react';
import { matchResultResource, resultsResource } from '../../../sync/results.ts';
import { useResource, type ResourceState } from '../../data/hooks.ts';

export function useResults(matchId: string | undefined, day: string, today: boolean): ResourceState {
  const resource = useMemo(() => (matchId ? matchResultResource(matchId) : day ? resultsResource(day, today) : null), [matchId, day, today]);
  return useResource(resource);
}
