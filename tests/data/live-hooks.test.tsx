// @vitest-environment jsdom
// The live hooks a Live screen will read through (issue 32, src/screens/live/use-live.ts): the list read asked for
// while mounted lands the matches in play grouped by sport; a LIVE_SCORE re-renders the row of its own match only,
// never another row nor the grouping; a moment shows in its match's timeline; the match read's stats show.
import { readFileSync } from 'node:fs';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import {
  useLiveInPlayBySport,
  useLiveMatch,
  useLiveMatches,
  useLiveMoments,
  useLiveScoreboard,
  useLiveStats,
} from '../../src/screens/live/use-live.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi, flush } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Read from the repository root: jsdom's import.meta.url is not a file address.
const events = readFileSync('tests/streams/live-session.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { type: string; payload: Record<string, unknown> });
const answer = (type: string): Record<string, unknown> => {
  const { key: _, ...rest } = events.find((e) => e.type === type)?.payload ?? {};
  return rest;
};
const A = 'sr:match:10982599';
const B = 'sr:match:72785996';
const renders: Record<string, number> = {};
const count = (name: string): void => {
  renders[name] = (renders[name] ?? 0) + 1;
};

function Row({ id }: { id: string }) {
  count(id);
  const board = useLiveScoreboard(id);
  return <p data-row={id}>{board ? `${board.score.home}-${board.score.away} #${board.seq}` : 'none'}</p>;
}

function Live() {
  count('groups');
  useLiveMatches();
  const groups = useLiveInPlayBySport();
  return (
    <>
      {groups.map((g) => (
        <section key={g.sportId} data-sport={g.sportId}>
          {g.matchIds.map((id) => (
            <Row key={id} id={id} />
          ))}
        </section>
      ))}
    </>
  );
}

function Match({ id }: { id: string }) {
  useLiveMatch(id);
  const moments = useLiveMoments(id);
  const stats = useLiveStats(id);
  return (
    <aside>
      {moments.map((m) => `${m.kind}@${m.seq}`).join(',')}|{stats ? `corners ${stats.home.corners}` : 'no stats'}
    </aside>
  );
}

describe('live hooks', () => {
  it('groups by sport, re-renders one row per score, shows moments and stats', async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/live': answer('v1.LiveMatchesLoaded'), [`/api/v1/live/${encodeURIComponent(A)}`]: answer('v1.LiveMatchLoaded') });
    const engine = createSyncEngine(data, api, { log: () => undefined, retryDelaysMs: [] });
    const host = document.createElement('div');
    const root = createRoot(host);
    const tree = (children: ReactNode) => (
      <EngineContext.Provider value={engine}>
        <Provider store={data.store} indexes={data.indexes}>
          {children}
        </Provider>
      </EngineContext.Provider>
    );
    await act(async () => {
      root.render(tree(<Live />));
      await flush();
      await flush();
    });
    expect([...host.querySelectorAll('section')].map((s) => [s.dataset['sport'], s.querySelectorAll('p').length])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect(host.querySelector(`[data-row="${B}"]`)?.textContent).toBe('0-0 #0');

    const before = { ...renders };
    const emit = (type: string, payload: unknown) => engine.emit({ type, at: Date.now(), source: 'remote', payload } as AppEvent);
    const redCardScore = events.filter((e) => e.type === 'v1.LiveScoreReceived')[3]?.payload;
    await act(async () => {
      emit('v1.LiveScoreReceived', redCardScore);
      await flush();
    });
    expect(host.querySelector(`[data-row="${B}"]`)?.textContent).toBe('0-0 #3');
    expect(renders[B]).toBe((before[B] ?? 0) + 1);
    expect(renders[A]).toBe(before[A]);
    expect(renders['groups']).toBe(before['groups']);

    await act(async () => {
      root.render(tree(<Match id={A} />));
      await flush();
      await flush();
    });
    expect(host.textContent).toBe('period_start@1,goal@3,yellow_card@4,goal@6|corners 2');
    await act(async () => {
      emit('v1.LiveEventReceived', { type: 'LIVE_EVENT', match_id: A, seq: 9, kind: 'red_card', side: 'home', period: 1, clock_ms: 1_950_000, at: '2026-11-21T09:02:00.000Z' });
      await flush();
    });
    expect(host.textContent).toBe('period_start@1,goal@3,yellow_card@4,goal@6,red_card@9|corners 2');
    await act(async () => root.unmount());
    engine.dispose();
  });
});
