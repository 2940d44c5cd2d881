// The bet history data layer, proven on a stream recorded from the real server
// (scripts/record-history-stream.ts): three singles on one match listed PENDING, the feed settles them,
// a wallet refetch outdates the cached list, the refetched list shows one WON and two LOST, the WON
// filter is its own list, and signing out leaves nothing of the player's tickets behind.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';

const lines = readFileSync(new URL('../streams/history-session.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const quiet = (): void => undefined;
/** The stream up to (and including) the n-th event of a type. */
const upTo = (type: string, n = 1): string => {
  const end = lines.flatMap((l, i) => (l.includes(`"type":"${type}"`) ? [i] : []))[n - 1] ?? -1;
  return lines.slice(0, end + 1).join('\n');
};
const statuses = (data: ReturnType<typeof createAppData>, list: string): string[] =>
  data.indexes
    .getSliceRowIds(INDEX.ticketsByList, list)
    .map((i) => data.store.getCell('tickets', data.store.getCell('ticketListItems', i, 'ticket_id') ?? '', 'bet_status') ?? '');

describe('replaying history-session.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it('lists the three singles as pending, 10 ETB each, after the stake left the wallet', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.WalletLoaded'), quiet);
    expect(statuses(data, 'history:ALL:all')).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(data.store.getRow('ticketLists', 'history:ALL:all')).toEqual({ total: 3 });
    for (const id of data.store.getRowIds('tickets')) {
      expect(data.store.getRow('tickets', id)).toMatchObject({ total_stake: 10, bet_type: 'SINGLE', selection_count: 1, win_amount: 0 });
    }
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(70);
    // The wallet refetch outdated the cached list, so the next read goes to the server.
    expect(data.store.getCell('resources', 'history:ALL:all', 'outdated')).toBe(true);
  });

  it('after the feed settles: one WON paying stake net of VAT × odds, two LOST, and the balance has it', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.TicketHistoryLoaded', 2), quiet);
    expect([...statuses(data, 'history:ALL:all')].sort()).toEqual(['LOST', 'LOST', 'WON']);
    const won = data.store
      .getRowIds('tickets')
      .map((id) => data.store.getRow('tickets', id))
      .find((t) => t.bet_status === 'WON');
    const netStake = Math.round((10 / 1.15) * 100) / 100;
    expect(won?.win_amount).toBeCloseTo(Math.round(netStake * (won?.total_odds ?? 0) * 100) / 100, 2);
    expect(data.store.getCell('wallet', 'current', 'balance')).toBeCloseTo(70 + (won?.win_amount ?? 0), 2);
    const detail = JSON.parse(won?.detail ?? '{}') as { settled_at?: string; selections: Array<{ SettlementStatus: string }> };
    expect(detail.settled_at).toBeTruthy();
    expect(detail.selections[0]?.SettlementStatus).toBe('WON');
  });

  it('keeps the WON filter as its own list beside ALL', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.TicketHistoryLoaded', 3), quiet);
    expect(statuses(data, 'history:WON:all')).toEqual(['WON']);
    expect(statuses(data, 'history:ALL:all')).toHaveLength(3);
  });

  it('ends signed out with no ticket, list or history cache entry left', () => {
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect([data.store.getRowCount('tickets'), data.store.getRowCount('ticketListItems'), data.store.getRowCount('ticketLists')]).toEqual([0, 0, 0]);
    expect(data.store.getRowIds('resources').filter((k) => k.startsWith('history:'))).toEqual([]);
  });
});
