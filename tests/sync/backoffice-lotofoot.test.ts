// The LotoFoot desk's data layer (issue 33), driven as its screen drives it, with the server's answers replayed in the
// order a run gave them: the weeks land in the server's order (a pool week's null cap is no cell) and the fixed-prize
// game's cap in force becomes a value; a fresh read is not asked again; setting the cap sends what the endpoint
// declares and its answer (the weeks as they now stand) replaces the table; an answer breaking its declaration never
// lands; a recorded stream rebuilds the same store; a sign-out clears the desk and outdates its read.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SetLotofootCap } from '../../schema/endpoints/backoffice-lotofoot.ts';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, createBackofficeData } from '../../sync/backoffice/store.ts';
import { replayingClient } from './backoffice-replay.ts';

const week = (id: string, variant: string, liability: number, cap: number | null) => ({
  id,
  variant,
  status: 'open',
  deadline: '2026-12-05T12:00:00.000Z',
  tickets: 12,
  stakes: 1800,
  liability,
  cap,
});
const lf7 = week('w-7', 'LOTOFOOT_7', 180_000, 5_000_000);
const pool = week('w-12', 'LOTOFOOT_12', 1_600, null);

const RECORDED: Record<string, unknown[]> = {
  lotofootWeeksDesk: [{ data: [lf7, pool] }],
  setLotofootCap: [{ data: [{ ...lf7, cap: 200_000 }, pool] }],
  operatorLogout: [{}],
};

const replay = () => replayingClient(RECORDED);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the LotoFoot desk data layer', () => {
  it('lands the weeks in the server’s order with the cap in force, and skips a fresh read', async () => {
    const data = createBackofficeData();
    const { client, count } = replay();
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    await settle();
    expect(data.store.getSortedRowIds('lotofootWeeks', 'position')).toEqual(['w-7', 'w-12']);
    expect(data.store.getRow('lotofootWeeks', 'w-7')).toEqual({ ...lf7, position: 0 });
    // A pool week has no cap: no cell (not 0, not the text 'null').
    expect(data.store.getRow('lotofootWeeks', 'w-12')).not.toHaveProperty('cap');
    expect(data.store.getValue('lotofootCap')).toBe(5_000_000);
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    await settle();
    expect(count('lotofootWeeksDesk')).toBe(1);
    clock += 10_001;
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    await settle();
    expect(count('lotofootWeeksDesk')).toBe(2);
  });

  it('sets the cap with a body the endpoint accepts; the answer replaces the weeks', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    engine.dispatch({ type: 'SetLotofootCap', variant: 'LOTOFOOT_7', cap: 200_000, reason: 'World Cup week' });
    await settle();
    const sent = calls.find((c) => c.id === 'setLotofootCap')?.input.body;
    expect(sent).toEqual({ variant: 'LOTOFOOT_7', cap: 200_000, reason: 'World Cup week' });
    expect(validate(sent, SetLotofootCap.body as never)[0]).toBeUndefined();
    expect(data.store.getCell('lotofootWeeks', 'w-7', 'cap')).toBe(200_000);
    expect(data.store.getValue('lotofootCap')).toBe(200_000);
    expect(data.store.getRow('commands', 'SetLotofootCap')).toMatchObject({ state: 'done' });
  });

  it('never lets an answer that breaks its declaration reach the store', async () => {
    const data = createBackofficeData();
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ data: [{ ...lf7, liability: '180000' }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    createBackofficeEngine(createBackofficeClient(fetchImpl), data).dispatch({ type: 'LoadLotofootWeeks' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getTable('lotofootWeeks')).toEqual({});
    expect(data.store.getRow('commands', 'LoadLotofootWeeks')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears the desk and outdates its read', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = replay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());
    engine.dispatch({ type: 'SignOut' });
    await settle();
    expect(live.store.getTable('lotofootWeeks')).toEqual({});
    expect(live.store.getValue('lotofootCap')).toBeUndefined();
    engine.dispatch({ type: 'LoadLotofootWeeks' });
    await settle();
    expect(count('lotofootWeeksDesk')).toBe(2);
  });
});
