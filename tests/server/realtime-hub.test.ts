// The socket hub without a network: indexes by user and merchant, sends only to open sockets, and the
// heartbeat (a ping per round; a peer silent since the previous ping is terminated; the timer is unref'd).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, Hub } from '../../server/modules/realtime/hub.ts';
import { FakeSocket } from './realtime-fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('Hub', () => {
  it("sends to a user's sockets and to a merchant's sockets (anonymous included), open ones only", () => {
    const hub = new Hub();
    const [u1, u2, other, anon, gone] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add(u1, 'u', 'm');
    hub.add(u2, 'u', 'm');
    hub.add(other, 'v', 'm');
    hub.add(anon, null, 'm');
    hub.add(gone, 'u', 'm');
    gone.readyState = 2;
    expect(hub.sendToUser('u', { type: 'ERROR', error: 'x' })).toBe(2);
    expect(hub.sendToMerchant('m', { type: 'BANNER_UPDATE', merchant_id: 'm' })).toBe(4);
    expect(hub.sendToMerchant('n', { type: 'BANNER_UPDATE', merchant_id: 'n' })).toBe(0);
    expect(other.sent).toEqual([{ type: 'BANNER_UPDATE', merchant_id: 'm' }]);
    u1.close();
    expect(hub.peersOfUser('u')).toHaveLength(2);
    expect(hub.size).toBe(4);
  });

  it('pings every round and terminates a peer that did not pong since the previous ping', () => {
    const hub = new Hub();
    const lively = new FakeSocket();
    const silent = new FakeSocket();
    hub.add(lively, 'u', 'm');
    hub.add(silent, null, 'm');
    hub.beat();
    expect([lively.pings, silent.pings]).toEqual([1, 1]);
    lively.emit('pong');
    hub.beat();
    expect(silent.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(2);
    expect(hub.size).toBe(1);
  });

  it('terminates a socket that answers no ping within 30 s of its last sign of life (issue 28)', () => {
    vi.useFakeTimers();
    const hub = new Hub();
    const silent = new FakeSocket();
    hub.add(silent, null, 'm');
    hub.start();
    vi.advanceTimersByTime(30_000);
    expect(silent.pings).toBeGreaterThan(0);
    expect(silent.terminated).toBe(true);
    hub.stop();
  });

  it("beats on an unref'd timer every 15 s and stop() clears it and closes with 1001", () => {
    vi.useFakeTimers();
    const hub = new Hub();
    const s = new FakeSocket();
    hub.add(s, 'u', 'm');
    hub.start();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(s.pings).toBe(1);
    hub.stop();
    expect(s.closedWith).toBe(1001);
    expect(hub.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
