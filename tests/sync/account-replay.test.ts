// The account data layer, proven on a stream recorded from the real server
// (scripts/record-account-stream.ts): sign-in, socket status, a live BALANCE_UPDATE, the wallet refetch
// and sign-out, and the unlock status a new player's wallet shows.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { applyEvent } from '../../sync/apply.ts';
import { unlockStatus } from '../../domain/unlock.ts';

const lines = readFileSync(new URL('../streams/account-session.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const quiet = (): void => undefined;
const upTo = (type: string): string => lines.slice(0, lines.findIndex((l) => l.includes(`"type":"${type}"`)) + 1).join('\n');

function wallet(data: ReturnType<typeof createAppData>) {
  const w = data.store.getRow('wallet', 'current');
  return {
    w,
    status: unlockStatus({
      inactive_points: w.inactive_points ?? 0,
      activation_progress: w.has_progress
        ? { deposited_so_far: w.deposited_so_far ?? 0, required_deposit: w.required_deposit ?? 0, remaining: w.remaining ?? 0 }
        : null,
    }),
  };
}

describe('replaying account-session.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: 7, dropped: 0 });
  });

  it('signs in with the welcome wallet: 100 ETB and 50 locked points (Locked, purple, need 200)', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.SignedIn'), quiet);
    expect(data.store.getValues()).toMatchObject({ phone: '+251911000001', session_id: 'recorded-session-token', merchant_id: 'birrbet-demo' });
    const { w, status } = wallet(data);
    expect(w).toMatchObject({ balance: 100, points_balance: 50, inactive_points: 50, active_points: 0 });
    expect(status).toMatchObject({ state: 'locked', badge: 'Locked', colour: 'purple', percent: 0, remaining: 200 });
    expect(data.store.getRowIds('inactiveBonuses')).toHaveLength(1);
  });

  it('follows the socket to connected and applies the live credit', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.BalanceUpdated'), quiet);
    expect(data.store.getValue('socket_status')).toBe('connected');
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(125.5);
  });

  it('ignores a BALANCE_UPDATE of another user', () => {
    const data = createAppData();
    replayJsonl(data, upTo('v1.SignedIn'), quiet);
    const update = JSON.parse(lines.find((l) => l.includes('v1.BalanceUpdated')) ?? '{}') as { payload: Record<string, unknown> };
    applyEvent(data, { type: 'v1.BalanceUpdated', at: 1, source: 'remote', payload: { ...update.payload, user_id: '999', balance: 1 } as never });
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(100);
  });

  it('ends signed out with nothing of the player left', () => {
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect(data.store.getValues()).toMatchObject({ user_id: '', session_id: '', phone: '' });
    expect(data.store.getRowIds('wallet')).toEqual([]);
    expect(data.store.getRowIds('inactiveBonuses')).toEqual([]);
  });
});
