// @vitest-environment jsdom
// A match's live page (issue 32, src/screens/live/LiveMatchPage.tsx) over a real engine and store: the scoreboard
// from GET /api/v1/live/:id, the markets grouped as on the prematch page with the suspended one under its lock, a
// goal heard on the socket (LIVE_EVENT then LIVE_SCORE) changing the score in place and heading the timeline, a
// market the book suspends locking at once, and the stats of the match read.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveMatchPage } from '../../src/screens/live/LiveMatchPage.tsx';
import { A, answer, listAnswer, marketsAnswer, mount, READ_AT, type Mounted } from './live-fixture.tsx';

let mounted: Mounted | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(READ_AT + 100_000);
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

const answers = {
  '/api/v1/live': listAnswer,
  [`/api/v1/live/${encodeURIComponent(A)}`]: answer('v1.LiveMatchLoaded'),
  [`/api/v1/matches/${encodeURIComponent(A)}/markets`]: marketsAnswer,
};
const byId = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const tab = async (host: HTMLElement, id: string) => {
  await act(async () => byId(host, `live-tab-${id}`)?.click());
};

describe('a live match page', () => {
  it('shows the scoreboard and the markets, and a goal arrives in place', async () => {
    mounted = await mount(<LiveMatchPage matchId={A} />, answers);
    const { host } = mounted;
    const score = byId(host, 'live-board-score');
    expect(score?.textContent).toBe('1 : 1');
    expect(byId(host, 'live-scoreboard')?.textContent).toContain('Saint George');
    expect(byId(host, 'live-clock')?.textContent).toBe("32'");
    // Markets as on the prematch page: group tabs, one panel per market; the suspended one is locked.
    expect([...host.querySelectorAll('[data-testid="market-groups"] [role="tab"]')].map((b) => b.textContent)).toEqual(['Main', 'Goals', 'All']);
    await act(async () => (host.querySelectorAll<HTMLElement>('[data-testid="market-groups"] [role="tab"]')[2] as HTMLElement).click());
    const markets = () =>
      [...host.querySelectorAll<HTMLElement>('[data-testid="market"]')].map((m) => [
        m.querySelector('.title span')?.firstChild?.textContent,
        m.hasAttribute('data-locked'),
        [...m.querySelectorAll<HTMLButtonElement>('[data-testid="odds"]')].every((b) => b.disabled),
      ]);
    expect(markets()).toEqual([
      ['1X2', false, false],
      ['Total Goals 2.5', true, true],
    ]);

    // A goal: the moment, then the score. The score changes in the same element.
    await mounted.emit('v1.LiveEventReceived', {
      type: 'LIVE_EVENT',
      match_id: A,
      seq: 20,
      kind: 'goal',
      side: 'home',
      period: 1,
      clock_ms: 1_990_000,
      at: '2026-11-21T09:01:50.000Z',
    });
    await mounted.emit('v1.LiveScoreReceived', {
      type: 'LIVE_SCORE',
      match_id: A,
      seq: 20,
      at: '2026-11-21T09:01:50.000Z',
      phase: 'playing',
      period: 1,
      clock_ms: 1_990_000,
      clock_running: true,
      score: { home: 2, away: 1 },
      games: { home: 0, away: 0 },
      red_cards: { home: 0, away: 0 },
      periods: [],
    });
    expect(byId(host, 'live-board-score')).toBe(score);
    expect(score?.textContent).toBe('2 : 1');
    // The goal suspends the book: ODDS_CHANGE locks the 1X2 at once.
    await mounted.emit('v1.OddsChanged', {
      changes: ['1', '2', '3'].map((o) => ({ match_id: A, market_id: '1', specifier: '', outcome_id: o, odds: 1.4, status: 'suspended' })),
    });
    expect(markets()[0]).toEqual(['1X2', true, true]);

    await tab(host, 'timeline');
    const moments = [...host.querySelectorAll('[data-testid="live-moment"]')].map((m) => [m.getAttribute('data-kind'), m.textContent]);
    expect(moments[0]).toEqual(['goal', "34'GoalSaint George"]);
    expect(moments.map((m) => m[0])).toEqual(['goal', 'goal', 'yellow_card', 'goal', 'period_start']);

    await tab(host, 'stats');
    const corners = host.querySelector('[data-stat="corners"]');
    expect([...(corners?.querySelectorAll('b') ?? [])].map((b) => b.textContent)).toEqual(['2', '0']);
    expect(corners?.textContent).toContain('Corners');
  });

  it('says the match is not in play when the server does not know it', async () => {
    mounted = await mount(<LiveMatchPage matchId="sr:match:1" />, {
      ...answers,
      '/api/v1/live/sr%3Amatch%3A1': new Error('404'),
      '/api/v1/matches/sr%3Amatch%3A1/markets': { markets: [] },
    });
    expect(byId(mounted.host, 'error-box')?.textContent).toContain('This match is not being played now');
  });
});
