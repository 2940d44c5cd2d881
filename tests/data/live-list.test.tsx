// @vitest-environment jsdom
// The Live list (issue 32, src/screens/live/InPlayList.tsx) over a real engine and store: GET /api/v1/live lands the
// matches in play by sport then league, each row with its clock, teams, score and main market's odds (its catalogue
// part); a suspended market's prices are under a lock and re-open when ODDS_CHANGE says active; an odds button adds
// the pick to the slip like every sports row; a LIVE_SCORE re-renders its own row only (low-data mode included: the
// grouping and the other rows stay as they are). The clock helpers: football's minute with added time, HT, quarters,
// sets.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InPlayList } from '../../src/screens/live/InPlayList.tsx';
import { clockText, momentText, momentTime } from '../../src/screens/live/live-text.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import { englishMessages, loadAllMessages, messagesFor } from '../../src/i18n/load-messages.ts';
import { A, B, C, listAnswer, mount, READ_AT, type Mounted } from './live-fixture.tsx';

const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../src/screens/live/use-live.ts', async (original) => {
  const real = await original<typeof import('../../src/screens/live/use-live.ts')>();
  return {
    ...real,
    // Called once per render of a row (LiveRow): counts them by match.
    useLiveScoreboard: (id: string) => {
      rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1);
      return real.useLiveScoreboard(id);
    },
  };
});

let mounted: Mounted | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(READ_AT);
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

const row = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`[data-testid="live-row"][data-match-id="${id}"]`);
const text = (el: Element | null | undefined, id: string) => el?.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('the Live list', () => {
  it('groups by sport and league, shows clock, score and the main odds, and takes a pick', async () => {
    mounted = await mount(<InPlayList selected="" onOpen={() => undefined} />, { '/api/v1/live': listAnswer });
    const { host, data } = mounted;
    const sports = [...host.querySelectorAll<HTMLElement>('[data-testid="live-sport"]')];
    expect(sports.map((s) => [s.dataset['sportId'], s.querySelector('h2')?.textContent])).toEqual([
      ['1', 'Football 2'],
      ['2', 'Basketball 1'],
    ]);
    expect([...host.querySelectorAll('[data-testid="live-league"]')].map((l) => l.textContent)).toEqual(['Ethiopian Premier League', 'NBA']);
    const a = row(host, A);
    expect(text(a, 'live-clock')).toBe("31'");
    expect(text(a, 'home-team')).toBe('Saint George');
    expect(text(a, 'live-score')).toBe('10');
    expect(text(row(host, C), 'live-clock')).toBe('Q1');
    // A's market is open; B's is suspended: its prices are shown under the lock, not pickable.
    const odds = (id: string) => [...(row(host, id)?.querySelectorAll<HTMLButtonElement>('[data-testid="odds"]') ?? [])];
    expect(odds(A).map((b) => [b.textContent, b.disabled])).toEqual([
      ['1 1.50', false],
      ['X 2.50', false],
      ['2 3.50', false],
    ]);
    expect(odds(B).every((b) => b.disabled)).toBe(true);
    expect(row(host, B)?.querySelector('[data-testid="live-odds"]')?.hasAttribute('data-locked')).toBe(true);
    await act(async () => odds(A)[0]?.click());
    expect(Object.values(data.store.getTable('slipSelections')).map((s) => [s.match_id, s.outcome_id, s.odds])).toEqual([[A, '1', 1.5]]);
    // The book re-opens B's market: ODDS_CHANGE carries the market's status, so the lock goes without a read.
    await mounted.emit('v1.OddsChanged', {
      changes: ['1', '2', '3'].map((o, i) => ({ match_id: B, market_id: '1', specifier: '', outcome_id: o, odds: 2 + i, status: 'active' })),
    });
    expect(odds(B).map((b) => [b.textContent, b.disabled])).toEqual([
      ['1 2.00', false],
      ['X 3.00', false],
      ['2 4.00', false],
    ]);
    expect(row(host, B)?.querySelector('[data-testid="live-odds"]')?.hasAttribute('data-locked')).toBe(false);
  });

  it('re-renders only the row whose score changed', async () => {
    mounted = await mount(<InPlayList selected="" onOpen={() => undefined} />, { '/api/v1/live': listAnswer });
    const { host } = mounted;
    const before = new Map(rowRenders);
    const groups = host.querySelector('[data-testid="live-sport"]');
    await mounted.emit('v1.LiveScoreReceived', {
      type: 'LIVE_SCORE',
      match_id: B,
      seq: 4,
      at: '2026-11-21T09:00:30.000Z',
      phase: 'playing',
      period: 1,
      clock_ms: 1_230_000,
      clock_running: true,
      score: { home: 0, away: 1 },
      games: { home: 0, away: 0 },
      red_cards: { home: 1, away: 0 },
      periods: [],
    });
    expect(text(row(host, B), 'live-score')).toBe('01');
    expect(row(host, B)?.querySelectorAll('[data-testid="red-card"]').length).toBe(1);
    expect(rowRenders.get(B)).toBe((before.get(B) ?? 0) + 1);
    expect(rowRenders.get(A)).toBe(before.get(A));
    expect(rowRenders.get(C)).toBe(before.get(C));
    // The same section element: the grouping was not redrawn.
    expect(host.querySelector('[data-testid="live-sport"]')).toBe(groups);
  });

  it('says so when nothing is in play', async () => {
    mounted = await mount(<InPlayList selected="" onOpen={() => undefined} />, {
      '/api/v1/live': { at: '2026-11-21T09:00:00.000Z', matches: [], catalog: [] },
    });
    expect(mounted.host.querySelector('[data-testid="empty-state"]')?.textContent).toBe('No match is in play right now');
  });
});

describe('the clock of a row', () => {
  let t = createTranslator(englishMessages, 'en', englishMessages);
  beforeEach(async () => {
    await loadAllMessages('en');
    t = createTranslator(messagesFor('en') ?? englishMessages, 'en', englishMessages);
  });
  const board = (over: Partial<Parameters<typeof clockText>[1]>) => ({
    phase: 'playing' as const,
    period: 1,
    clock_ms: 0,
    clock_running: true,
    clock_at: READ_AT,
    ...over,
  });
  it('reads as football, basketball and tennis count it', () => {
    expect(clockText('1', board({ clock_ms: 12 * 60_000 + 5_000 }), t, READ_AT)).toBe("13'");
    // Added time: the clock runs on past 45:00 in the first half.
    expect(clockText('1', board({ clock_ms: 45 * 60_000 }), t, READ_AT + 90_000)).toBe("45+2'");
    expect(clockText('1', board({ phase: 'break', period: 1, clock_ms: 46 * 60_000, clock_running: false }), t, READ_AT)).toBe('HT');
    expect(clockText('1', board({ period: 2, clock_ms: 45 * 60_000 }), t, READ_AT + 1_000)).toBe("46'");
    expect(clockText('1', board({ phase: 'ended', period: 2 }), t, READ_AT)).toBe('FT');
    expect(clockText('1', board({ phase: 'not_started', period: 0 }), t, READ_AT)).toBe('Starting');
    expect(clockText('2', board({ period: 3 }), t, READ_AT)).toBe('Q3');
    expect(clockText('2', board({ period: 5 }), t, READ_AT)).toBe('OT');
    expect(clockText('2', board({ phase: 'break', period: 2, clock_running: false }), t, READ_AT)).toBe('HT');
    expect(clockText('5', board({ period: 2 }), t, READ_AT)).toBe('Set 2');
  });
  it('names moments and their time', () => {
    const goal = { seq: 6, kind: 'goal', side: 'away' as const, period: 1, clock_ms: 1_860_000 };
    expect([momentTime('1', goal, t), momentText('1', goal, t)]).toEqual(["32'", 'Goal']);
    const second = { seq: 9, kind: 'period_start', side: null, period: 2, clock_ms: 45 * 60_000 };
    expect([momentTime('1', second, t), momentText('1', second, t)]).toEqual(["46'", 'Start · 2nd half']);
    expect(momentText('5', { ...second, kind: 'period_end' }, t)).toBe('End · Set 2');
  });
});
