// LotoFoot in the store, proven by replaying streams (issue 14): the 7-match week loaded, picks tapped (the same pick
// again removes it), the ticket sent (a tap while it is in flight changes nothing), submitted with its reference (the
// week's picks cleared, the balance falling with BALANCE_UPDATE, the ticket lists outdated), the ticket graded in the
// history list, sign-out forgetting the player's part; and a session whose first try got no answer (the key kept for the
// next try of the same ticket), whose second was refused by code (the key dropped), and whose week closed and was replaced.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { weekMatchIds, weekPicks } from '../../sync/lotofoot.ts';
import { recordedStream } from './stream.ts';

const session = recordedStream('lotofoot-session');
const refused = recordedStream('lotofoot-refused');
const WEEK = 'lfw-7-0042';
const M = (i: number): string => `sr:match:6100${i}`;

describe('replaying lotofoot-session.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), session.lines.join('\n'), session.quiet)).toEqual({ applied: session.lines.length, dropped: 0 });
  });

  it('holds the variant week with its deadline, prize tiers and the 7 matches in order', () => {
    const { store } = session.replayUpTo('v1.LotofootWeekLoaded');
    expect(store.getRow('lotofootWeeks', 'LOTOFOOT_7')).toMatchObject({ week_id: WEEK, deadline: Date.parse('2026-11-28T10:00:00.000Z'), pool: -1 });
    expect(JSON.parse(store.getCell('lotofootWeeks', 'LOTOFOOT_7', 'tiers') ?? '[]')).toHaveLength(3);
    expect(weekMatchIds(store, WEEK)).toEqual([0, 1, 2, 3, 4, 5, 6].map(M));
    expect(store.getRow('lotofootMatches', `${WEEK}|${M(0)}`)).toMatchObject({ home: 'Saint George', away: 'Fasil Kenema', position: 0 });
    expect(store.getRow('resources', 'lotofoot:week:LOTOFOOT_7')).toMatchObject({ status: 'ready' });
  });

  it('a tap on the same pick removes it; another tap sets it again', () => {
    expect(weekPicks(session.replayUpTo('v1.LotofootPickToggled', 7).store, WEEK)[M(3)]).toBe('1');
    expect(weekPicks(session.replayUpTo('v1.LotofootPickToggled', 8).store, WEEK)[M(3)]).toBeUndefined();
    expect(weekPicks(session.replayUpTo('v1.LotofootPickToggled', 9).store, WEEK)).toEqual({
      [M(0)]: '1',
      [M(1)]: 'X',
      [M(2)]: '2',
      [M(3)]: '2',
      [M(4)]: '1',
      [M(5)]: '2',
      [M(6)]: 'X',
    });
  });

  it('shows the submit under way, and a tap meanwhile changes nothing', () => {
    const { store } = session.replayUpTo('v1.LotofootPickToggled', 10);
    expect(store.getRow('lotofootSubmit', 'current')).toMatchObject({ status: 'submitting', command_id: 'cmd-lf-1', retry_key: 'key-lf-1' });
    expect(weekPicks(store, WEEK)[M(0)]).toBe('1');
  });

  it('a submitted ticket keeps its reference, clears the week picks and drops the key; the balance falls', () => {
    const submitted = session.replayUpTo('v1.LotofootSubmitted').store;
    expect(submitted.getRow('lotofootSubmit', 'current')).toMatchObject({ status: 'submitted', reference: 'LF-7Q2K9M', retry_key: '' });
    expect(weekPicks(submitted, WEEK)).toEqual({});
    expect(session.replayUpTo('v1.BalanceUpdated').store.getCell('wallet', 'current', 'balance')).toBe(350);
    expect(session.replayUpTo('v1.LotofootSubmitDismissed').store.getCell('lotofootSubmit', 'current', 'status')).toBe('');
  });

  it('lists the ticket pending, then graded: a payout outdates the list and the new read shows WON 5/7', () => {
    const pending = session.replayUpTo('v1.LotofootTicketsLoaded').store;
    expect(pending.getRow('lotofootLists', 'lotofoot:ALL')).toEqual({ total: 1 });
    expect(JSON.parse(pending.getCell('lotofootTickets', 'lotofoot:ALL|0', 'detail') ?? '{}')).toMatchObject({ status: 'PENDING' });
    expect(session.replayUpTo('v1.BalanceUpdated', 2).store.getCell('resources', 'history:lotofoot:ALL', 'outdated')).toBe(true);
    const graded = session.replayUpTo('v1.LotofootTicketsLoaded', 2).store;
    const ticket = JSON.parse(graded.getCell('lotofootTickets', 'lotofoot:ALL|0', 'detail') ?? '{}');
    expect(ticket).toMatchObject({ status: 'WON', prize_amount: 750, correct_predictions: 5 });
    expect(ticket.predictions.filter((p: { correct: boolean }) => p.correct)).toHaveLength(5);
    expect(graded.getCell('wallet', 'current', 'balance')).toBe(1100);
    expect(graded.getCell('resources', 'history:lotofoot:ALL', 'outdated')).toBe(false);
  });

  it("sign-out forgets the player's tickets and submit; the public week stays", () => {
    const data = createAppData();
    replayJsonl(data, session.lines.join('\n'), session.quiet);
    expect(data.store.getTable('lotofootTickets')).toEqual({});
    expect(data.store.getTable('lotofootSubmit')).toEqual({});
    expect(data.store.hasRow('resources', 'history:lotofoot:ALL')).toBe(false);
    expect(data.store.getCell('lotofootWeeks', 'LOTOFOOT_7', 'week_id')).toBe(WEEK);
  });
});

describe('replaying lotofoot-refused.jsonl', () => {
  it('restores picks of every stored week', () => {
    const { store } = refused.replayUpTo('v1.LotofootPicksRestored');
    expect(Object.keys(weekPicks(store, WEEK))).toHaveLength(7);
    expect(weekPicks(store, 'lfw-7-0041')).toEqual({ 'sr:match:59999': 'X' });
  });

  it('no answer: refused with status 0, the picks and the key kept for the next try of the same ticket', () => {
    const { store } = refused.replayUpTo('v1.LotofootRefused');
    expect(store.getRow('lotofootSubmit', 'current')).toMatchObject({ status: 'refused', code: 'NETWORK', retry_key: 'key-lf-2' });
    expect(Object.keys(weekPicks(store, WEEK))).toHaveLength(7);
  });

  it('a refusal by code is final: its code and text kept, the key dropped, the picks kept', () => {
    const { store } = refused.replayUpTo('v1.LotofootRefused', 2);
    expect(store.getRow('lotofootSubmit', 'current')).toMatchObject({
      status: 'refused',
      command_id: 'cmd-lf-3',
      code: 'LOTOFOOT_DEADLINE_PASSED',
      message: 'The deadline for this Loto Foot week has passed',
      retry_key: '',
    });
    expect(Object.keys(weekPicks(store, WEEK))).toHaveLength(7);
  });

  it('the next week replaces the closed one with its matches, and the closed week picks go', () => {
    const { store } = refused.replayUpTo('v1.LotofootWeekLoaded', 2);
    expect(store.getCell('lotofootWeeks', 'LOTOFOOT_7', 'week_id')).toBe('lfw-7-0043');
    expect(weekMatchIds(store, WEEK)).toEqual([]);
    expect(weekPicks(store, WEEK)).toEqual({});
    expect(weekMatchIds(store, 'lfw-7-0043')).toHaveLength(7);
  });
});

describe('npm run replay on a LotoFoot stream', () => {
  it('applies the LotoFoot events, whose payloads and materializers are late on the client', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', 'tests/streams/lotofoot-session.jsonl'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Replay: ${session.lines.length} applied, 0 skipped`);
  });
});
