// @vitest-environment jsdom
// useLandedIds: what a deferred list render is given. While its resource loads it keeps the list as it last
// landed (a list growing step by step never reaches the deferred pass); another list starts empty, never with
// the previous list's rows; an equal list keeps the same object, so a re-render schedules no deferred pass.
import { describe, it, expect } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useLandedIds } from '../../src/data/hooks.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Landed = { list: string; ids: string[] };
const seen: Landed[] = [];
function Probe({ ids, loading, list }: { ids: string[]; loading: boolean; list: string }) {
  seen.push(useLandedIds(ids, loading, list));
  return null;
}

describe('useLandedIds', () => {
  it('holds the landed list while loading, starts another list empty, keeps an equal list the same object', async () => {
    const root = createRoot(document.createElement('div'));
    const show = async (ids: string[], loading: boolean, list: string): Promise<Landed> => {
      await act(async () => root.render(<Probe ids={ids} loading={loading} list={list} />));
      return seen.at(-1)!;
    };
    expect(await show(['a'], true, 'L1')).toEqual({ list: 'L1', ids: [] });
    expect(await show(['a', 'b'], true, 'L1')).toEqual({ list: 'L1', ids: [] });
    const landed = await show(['a', 'b', 'c'], false, 'L1');
    expect(landed).toEqual({ list: 'L1', ids: ['a', 'b', 'c'] });
    expect(await show(['a', 'b', 'c'], false, 'L1')).toBe(landed);
    // A refresh: the old list stays until the new one has landed.
    expect(await show(['a', 'x'], true, 'L1')).toBe(landed);
    expect(await show(['a', 'x'], false, 'L1')).toEqual({ list: 'L1', ids: ['a', 'x'] });
    // Another tournament: nothing of L1's rows, even while it loads.
    expect(await show(['q'], true, 'L2')).toEqual({ list: 'L2', ids: [] });
    expect(await show(['q'], false, 'L2')).toEqual({ list: 'L2', ids: ['q'] });
    root.unmount();
  });
});
