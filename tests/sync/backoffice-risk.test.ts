// The risk desk's data layer (issue 33), driven as its screens drive it, with the server's answers replayed in the
// order a run gave them: the limits in force and the flagged players (every kind: shared payment account or device,
// sharp, arbitrage — each with words in both languages) land in the store in the server's order (a null
// limit is no cell, related players a JSON list); a fresh read is not asked again; a limit set answers every limit in
// force, which replaces the table (a removed limit does not survive); what the forms send passes the endpoints'
// declarations; a resettlement asked for is kept per match and outdates the approvals; an answer breaking its
// declaration never lands and leaves the store as it was; a recorded stream rebuilds the same store; a sign-out
// clears it all.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { EnterResults } from '../../schema/endpoints/admin-feed.ts';
import { RequestResettlement } from '../../schema/endpoints/backoffice-results.ts';
import { FLAG_KINDS, FlaggedPlayers, SetRiskLimit } from '../../schema/endpoints/backoffice-risk.ts';
import { AM } from '../../src/backoffice/i18n-am.ts';
import { EN } from '../../src/backoffice/i18n-en.ts';
import { amountOf, riskSearch } from '../../src/backoffice/screens/risk-parts.tsx';
import { scoreOf } from '../../src/backoffice/screens/trading-resettle.tsx';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, createBackofficeData } from '../../sync/backoffice/store.ts';
import { flagKey, limitKey } from '../../sync/backoffice/store-risk.ts';
import { replayingClient } from './backoffice-replay.ts';

const MATCH = 'sr:match:50001';
const limit = (scope: string, scopeId: string, stake: number | null, win: number | null, minute: number) => ({
  scope,
  scope_id: scopeId,
  max_stake: stake,
  max_win: win,
  reason: `reason ${scopeId}`,
  updated_by: 'Yonas (trader)',
  updated_at: `2026-12-03T10:${String(minute).padStart(2, '0')}:00.000Z`,
});
const market = limit('market', `${MATCH}/1/`, 20, null, 30);
const player = limit('player', 'u-7', null, 5000, 20);
const matchLimit = limit('match', MATCH, 1000, 50000, 10);
const flags = [
  { user_id: 'u-1', phone: '+251911000001', kind: 'shared_payment_account', detail: 'Pays or withdraws through +251922', related: ['u-2'] },
  { user_id: 'u-2', phone: '+251911000002', kind: 'shared_payment_account', detail: 'Pays or withdraws through +251922', related: ['u-1'] },
  { user_id: 'u-1', phone: '+251911000001', kind: 'sharp', detail: '24 settled tickets in 90 days returned 180%', related: [] },
  { user_id: 'u-3', phone: '+251911000003', kind: 'shared_device', detail: 'Signed in on a device 1 other player(s) also used', related: ['u-4'] },
  { user_id: 'u-4', phone: '+251911000004', kind: 'shared_device', detail: 'Signed in on a device 1 other player(s) also used', related: ['u-3'] },
  {
    user_id: 'u-5',
    phone: '+251911000005',
    kind: 'arbitrage',
    detail: 'Backed several outcomes of the same market in 4 markets in 30 days',
    related: [],
  },
];

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  listRiskLimits: [{ data: [market, player, matchLimit] }],
  // The player's limit removed (both null), the market's raised: the server answers every limit now in force.
  setRiskLimit: [{ data: [{ ...market, max_stake: 25, updated_at: '2026-12-03T10:40:00.000Z' }, matchLimit] }],
  flaggedPlayers: [{ data: flags }],
  requestResettlement: [{ approval_id: 'ap-42-resettlement' }],
  enterResults: [{ success: true, stored: 1, unchanged: 0, graded: 3, settled: 2 }],
  listApprovals: [{ data: [] }],
  operatorLogout: [{}],
};

const replay = () => replayingClient(RECORDED, (id) => (id === 'requestResettlement' ? 202 : 200));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the risk desk data layer', () => {
  it('lands the limits and the flagged players in the server’s order, and skips a fresh read', async () => {
    const data = createBackofficeData();
    const { client, count } = replay();
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'LoadRiskLimits' });
    engine.dispatch({ type: 'LoadRiskFlags' });
    await settle();
    expect(data.store.getSortedRowIds('riskLimits', 'position')).toEqual([
      limitKey('market', `${MATCH}/1/`),
      limitKey('player', 'u-7'),
      limitKey('match', MATCH),
    ]);
    expect(data.store.getRow('riskLimits', limitKey('market', `${MATCH}/1/`))).toEqual({ ...market, max_win: undefined, position: 0 });
    // No stake limit at that scope: no cell (not 0, not the text 'null').
    expect(data.store.getRow('riskLimits', limitKey('player', 'u-7'))).not.toHaveProperty('max_stake');
    expect(data.store.getSortedRowIds('riskFlags', 'position')).toEqual([
      flagKey('u-1', 0),
      flagKey('u-2', 1),
      flagKey('u-1', 2),
      flagKey('u-3', 3),
      flagKey('u-4', 4),
      flagKey('u-5', 5),
    ]);
    expect(JSON.parse(String(data.store.getCell('riskFlags', flagKey('u-1', 0), 'related')))).toEqual(['u-2']);
    expect(data.store.getCell('riskFlags', flagKey('u-1', 2), 'kind')).toBe('sharp');
    expect(data.store.getRow('riskFlags', flagKey('u-3', 3))).toMatchObject({ kind: 'shared_device', related: '["u-4"]' });
    expect(data.store.getRow('riskFlags', flagKey('u-5', 5))).toMatchObject({ kind: 'arbitrage', related: '[]' });
    engine.dispatch({ type: 'LoadRiskLimits' });
    engine.dispatch({ type: 'LoadRiskFlags' });
    await settle();
    expect([count('listRiskLimits'), count('flaggedPlayers')]).toEqual([1, 1]);
    clock += 30_001;
    engine.dispatch({ type: 'LoadRiskLimits' });
    engine.dispatch({ type: 'LoadRiskFlags' });
    await settle();
    expect([count('listRiskLimits'), count('flaggedPlayers')]).toEqual([2, 2]);
  });

  it('replaces the limits with what a limit set answers; what the form sends passes the declaration', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadRiskLimits' });
    await settle();
    const limitChange = { scope: 'player' as const, scopeId: 'u-7', maxStake: amountOf(' '), maxWin: amountOf(''), reason: 'lifted' };
    engine.dispatch({ type: 'SetRiskLimit', limit: { ...limitChange, maxStake: null, maxWin: null } });
    await settle();
    const body = calls.at(-1)?.input.body;
    expect(body).toEqual({ scope: 'player', scope_id: 'u-7', max_stake: null, max_win: null, reason: 'lifted' });
    expect(validate(body, SetRiskLimit.body!)[0]).toBeUndefined();
    expect(data.store.getRowIds('riskLimits')).toEqual([limitKey('market', `${MATCH}/1/`), limitKey('match', MATCH)]);
    expect(data.store.getCell('riskLimits', limitKey('market', `${MATCH}/1/`), 'max_stake')).toBe(25);
    expect(data.store.getRow('commands', 'SetRiskLimit')).toEqual({ state: 'done' });
  });

  it('keeps the resettlement asked for per match, sends the declared body and outdates the approvals', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    const result = scoreOf(MATCH, { home: '0', away: '1', htHome: '0', htAway: ' 0 ' });
    expect(result).not.toBeNull();
    const request = { action: 'correct' as const, result: result ?? undefined, reason: 'The feed swapped home and away' };
    engine.dispatch({ type: 'RequestResettlement', matchId: MATCH, request });
    await settle();
    expect(calls.at(-1)).toEqual({ id: 'requestResettlement', input: { params: { id: MATCH }, body: request } });
    expect(validate(request, RequestResettlement.body!)[0]).toBeUndefined();
    expect(data.store.getCell('resettlements', MATCH, 'approval_id')).toBe('ap-42-resettlement');
    // Within the approvals' TTL, yet read again: the request is waiting there.
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    expect(count('listApprovals')).toBe(2);
  });

  it('enters a result with the declared body and a reason, keeps what it settled, and outdates the match desk', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    const result = scoreOf(MATCH, { home: '2', away: '1', htHome: '1', htAway: '0' }) ?? undefined;
    expect(result).toBeDefined();
    if (result === undefined) return;
    engine.dispatch({ type: 'EnterResult', matchId: MATCH, result, reason: 'Official match sheet' });
    await settle();
    const body = calls.at(-1)?.input.body;
    expect(body).toEqual({ results: [result], reason: 'Official match sheet' });
    expect(validate(body, EnterResults.body!)[0]).toBeUndefined();
    expect(data.store.getRow('resultsEntered', MATCH)).toEqual({ stored: 1, settled: 2 });
    expect(data.store.getRow('commands', 'EnterResult')).toEqual({ state: 'done' });
  });

  it('never lets an answer that breaks its declaration reach the store, and leaves what it held', async () => {
    const data = createBackofficeData();
    const { client } = replay();
    createBackofficeEngine(client, data, () => 0).dispatch({ type: 'LoadRiskLimits' });
    await settle();
    const before = data.store.getTable('riskLimits');
    // A limit's amount as text, and a flag of a kind the endpoint does not declare.
    const answers: Record<string, unknown> = {
      '/api/admin/v1/risk/limits': { data: [{ ...market, max_stake: '20' }] },
      '/api/admin/v1/risk/flags': { data: [{ ...flags[0], kind: 'bot' }] },
    };
    const fetchImpl = (async (url: RequestInfo | URL) =>
      new Response(JSON.stringify(answers[String(url).split('?')[0] ?? '']), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'SetRiskLimit', limit: { scope: 'market', scopeId: `${MATCH}/1/`, maxStake: 20, maxWin: null, reason: 'x' } });
    engine.dispatch({ type: 'LoadRiskFlags' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getTable('riskLimits')).toEqual(before);
    expect(data.store.getTable('riskFlags')).toEqual({});
    expect(data.store.getRow('commands', 'SetRiskLimit')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
    expect(data.store.getRow('commands', 'LoadRiskFlags')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears the desk and outdates its reads', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = replay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadRiskLimits' });
    engine.dispatch({ type: 'LoadRiskFlags' });
    engine.dispatch({ type: 'RequestResettlement', matchId: MATCH, request: { action: 'void_match', reason: 'abandoned' } });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());

    engine.dispatch({ type: 'SignOut' });
    await settle();
    for (const table of ['riskLimits', 'riskFlags', 'resettlements']) {
      expect(live.store.getTable(table)).toEqual({});
    }
    engine.dispatch({ type: 'LoadRiskLimits' });
    engine.dispatch({ type: 'LoadRiskFlags' });
    await settle();
    expect([count('listRiskLimits'), count('flaggedPlayers')]).toEqual([2, 2]);
  });

  it('has words in English and Amharic for every kind of flag the endpoint declares', () => {
    for (const kind of FLAG_KINDS) {
      const key = `risk.kind.${kind}` as const;
      expect(EN[key], kind).toBeTruthy();
      // Amharic in Ethiopic script, not the English left in place.
      expect(AM[key], kind).toMatch(/^[\u1200-\u137F\s]+$/);
    }
    expect(validate({ data: flags }, FlaggedPlayers.responses[200])[0]).toBeUndefined();
  });

  it('reads the form’s search params and typed amounts and scores as the server takes them', () => {
    expect(riskSearch({ scope: 'market', id: ` ${MATCH}/1/ ` })).toEqual({ scope: 'market', id: `${MATCH}/1/` });
    expect(riskSearch({ scope: 'shop', id: 42 })).toEqual({ id: '42' });
    expect([amountOf(''), amountOf(' 20 '), amountOf('20.50'), amountOf('2,000'), amountOf('1e3'), amountOf('0.123')]).toEqual([
      null,
      20,
      20.5,
      undefined,
      undefined,
      undefined,
    ]);
    expect(scoreOf(MATCH, { home: '2', away: '1', htHome: '3', htAway: '0' })).toBeNull();
    expect(scoreOf(MATCH, { home: '2', away: '', htHome: '0', htAway: '0' })).toBeNull();
  });
});
