// Live matches in the store (issue 32), proven by replaying tests/streams/live-session.jsonl. Its lines were recorded
// from the real server (an in-memory test app, operator feed writes, the client's own engine reading GET /api/v1/live
// and /api/v1/live/:matchId, and its own socket pipeline over a real WebSocket); then two lines were moved as crossing
// frames would deliver them: the goal's LIVE_SCORE (seq 6) after the next one (seq 7), and the goal's LIVE_EVENT
// heard a second time. The stream: the list read (two football matches, one NBA match), a dangerous attack's score,
// the away goal, the corner's score, the late goal score, the repeated goal, a red card in the other match, the odds
// that suspended with it, and the first match's read (its stats and events so far).
import { describe, expect, it } from 'vitest';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';
import { inPlayBySport, liveMinute, momentsOf, scoreboardOf, statsOf } from '../../sync/read/live.ts';
import { recordedStream } from './stream.ts';

const live = recordedStream('live-session');
const A = 'sr:match:10982599';
const B = 'sr:match:72785996';
const NBA = 'sr:match:23944128';
const at = (iso: string): number => Date.parse(iso);

describe('replaying live-session.jsonl', () => {
  it('applies every line', () => {
    expect(replayJsonl(createAppData(), live.lines.join('\n'), live.quiet)).toEqual({ applied: live.lines.length, dropped: 0 });
  });

  it('the list read: the matches in play by sport in kick-off order, each with its scoreboard and match', () => {
    const data = live.replayUpTo('v1.LiveMatchesLoaded');
    expect(inPlayBySport(data)).toEqual([
      { sportId: '1', matchIds: [A, B] },
      { sportId: '2', matchIds: [NBA] },
    ]);
    expect(scoreboardOf(data.store, A)).toEqual({
      match_id: A,
      sport_id: '1',
      phase: 'playing',
      period: 1,
      clock_ms: 30 * 60_000,
      clock_running: true,
      clock_at: at('2026-11-21T09:00:00.000Z'),
      score: { home: 1, away: 0 },
      games: { home: 0, away: 0 },
      red_cards: { home: 0, away: 0 },
      periods: [],
      seq: 0,
      match: {
        tournament_id: 'sr:tournament:1880',
        tournament_name: 'Premier League',
        home_team: 'Saint George',
        away_team: 'Adama Ketema',
        start_time: '2026-11-21T08:30:00.000Z',
      },
    });
    expect(scoreboardOf(data.store, NBA)).toMatchObject({ sport_id: '2', score: { home: 2, away: 0 }, match: { tournament_name: 'NBA' } });
    expect(data.store.getRow('resources', 'live')).toMatchObject({ status: 'ready' });
    // The clock runs on from the read: 30:00 at 09:00:00 is the 31st minute; 40 s later still.
    const board = scoreboardOf(data.store, A)!;
    expect(liveMinute(board, at('2026-11-21T09:00:40Z'))).toEqual({ minute: 31, added: 0 });
    expect(liveMinute(board, at('2026-11-21T09:01:00Z'))).toEqual({ minute: 32, added: 0 });
  });

  it("a LIVE_SCORE moves the match's clock and seq", () => {
    const board = scoreboardOf(live.replayUpTo('v1.LiveScoreReceived').store, A);
    expect(board).toMatchObject({ seq: 5, clock_ms: 1_820_000, clock_at: at('2026-11-21T09:00:20.000Z'), score: { home: 1, away: 0 } });
  });

  it('the goal is a moment; the score after the next event stands when the goal score arrives late (out of order)', () => {
    const afterGoal = live.replayUpTo('v1.LiveEventReceived');
    expect(momentsOf(afterGoal, A)).toEqual([{ seq: 6, kind: 'goal', side: 'away', period: 1, clock_ms: 1_860_000 }]);
    const newer = live.replayUpTo('v1.LiveScoreReceived', 2).store;
    expect(scoreboardOf(newer, A)).toMatchObject({ seq: 7, clock_ms: 1_890_000, score: { home: 1, away: 1 } });
    const late = live.replayUpTo('v1.LiveScoreReceived', 3).store;
    expect(live.events.filter((e) => e.type === 'v1.LiveScoreReceived')[2]?.payload).toMatchObject({ seq: 6, clock_ms: 1_860_000 });
    expect(scoreboardOf(late, A)).toEqual(scoreboardOf(newer, A));
  });

  it('a moment heard twice is one row', () => {
    const data = live.replayUpTo('v1.LiveEventReceived', 2);
    expect(live.events.filter((e) => e.type === 'v1.LiveEventReceived')[1]?.payload).toMatchObject({ match_id: A, seq: 6, kind: 'goal' });
    expect(momentsOf(data, A)).toHaveLength(1);
    expect(data.store.getRowIds('liveMoments')).toEqual([`${A}|6`]);
  });

  it("a red card: the other match's moment and its red cards, and nothing of the first match moves", () => {
    const data = live.replayUpTo('v1.LiveScoreReceived', 4);
    expect(momentsOf(data, B)).toEqual([{ seq: 3, kind: 'red_card', side: 'home', period: 1, clock_ms: 21 * 60_000 }]);
    expect(scoreboardOf(data.store, B)).toMatchObject({ seq: 3, red_cards: { home: 1, away: 0 }, score: { home: 0, away: 0 } });
    expect(scoreboardOf(data.store, A)).toMatchObject({ seq: 7 });
  });

  it("the match read: its moments (the kinds LIVE_EVENT carries) in order, its stats, its scoreboard at the read's seq", () => {
    const data = live.replayUpTo('v1.LiveMatchLoaded');
    expect(momentsOf(data, A).map((m) => [m.seq, m.kind, m.side])).toEqual([
      [1, 'period_start', null],
      [3, 'goal', 'home'],
      [4, 'yellow_card', 'away'],
      [6, 'goal', 'away'],
    ]);
    expect(scoreboardOf(data.store, A)).toMatchObject({
      seq: 7,
      clock_ms: 1_900_000,
      clock_at: at('2026-11-21T09:01:40.000Z'),
      score: { home: 1, away: 1 },
      // The list read put it first; a match read leaves the list's place alone.
    });
    expect(data.store.getCell('liveScores', A, 'position')).toBe(0);
    expect(statsOf(data.store, A)).toEqual({
      home: { yellow_cards: 0, red_cards: 0, corners: 2, shots: 1, dangerous_attacks: 0, possession: 0 },
      away: { yellow_cards: 1, red_cards: 0, corners: 0, shots: 1, dangerous_attacks: 1, possession: 100 },
      at: at('2026-11-21T09:01:40.000Z'),
    });
    expect(data.store.getRow('resources', `live:${A}`)).toMatchObject({ status: 'ready' });
  });
});
