// The profile's inactive bonuses follow the server (issue 29): replayed streams of a player whose welcome bonus
// unlocks. bonus-unlock.jsonl: signed in with the locked 50-point bonus, then the 200 ETB deposit's BALANCE_UPDATE
// and the wallet refetch answer no inactive bonus, and the table is empty ('Inactive bonuses (1)' goes).
// bonus-unlock-next-visit.jsonl: the next visit starts from what an older client kept (the snapshot's stale bonus
// row, the stored sign-in listing it), and the server's fresh answer replaces the table, not merges into it.
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../sync/apply.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';
import { recordedStream } from './stream.ts';

const unlock = recordedStream('bonus-unlock');
const next = recordedStream('bonus-unlock-next-visit');
const BONUS = '4fd6a263-3dce-4ef6-820e-5ff019db9048';

describe('a bonus that unlocks', () => {
  it('is listed while locked', () => {
    const data = unlock.replayUpTo('v1.SignedIn');
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([BONUS]);
  });

  it('leaves the table at the BALANCE_UPDATE that answers no inactive bonus', () => {
    const data = unlock.replayUpTo('v1.BalanceUpdated');
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([]);
    expect(data.store.getRow('wallet', 'current')).toMatchObject({ active_points: 50, inactive_points: 0, has_progress: false });
  });

  it('stays gone after the wallet refetch: the whole stream applies', () => {
    const data = createAppData();
    expect(replayJsonl(data, unlock.lines.join('\n'), unlock.quiet)).toEqual({ applied: 3, dropped: 0 });
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([]);
  });
});

describe('the next visit', () => {
  it('starts from the stale copy, then the server answer replaces it', () => {
    expect(next.replayUpTo('v1.SignedIn').store.getRowIds('inactiveBonuses')).toEqual([BONUS]);
    const data = next.replayUpTo('v1.WalletLoaded');
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([]);
    expect(data.store.getCell('wallet', 'current', 'active_points')).toBe(50);
  });

  it('takes no stale bonus from a snapshot restored after the fresh wallet', () => {
    const data = createAppData();
    // This visit signs in with the server's fresh (unlocked) wallet first; the kept snapshot arrives after it.
    const signIn = unlock.events[0];
    const fresh = next.events[2]?.payload['wallet'];
    applyEvent(data, { type: 'v1.SignedIn', at: 1, source: 'remote', payload: { ...signIn?.payload, wallet: fresh } } as never, next.quiet);
    replayJsonl(data, next.lines[0] ?? '', next.quiet);
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([]);
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(300);
  });
});
