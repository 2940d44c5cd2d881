// The live socket when the server ends its session (issue 11): a revoked or expired session closes the
// socket with 4001 ('Session revoked' / 'Session ended'). The client must not reconnect with the dead
// session (it could only be refused again); it reports 'Authentication required', as after 1008, and a
// fresh connect (the app's reconnect after a sign-out or sign-in) opens a new socket. A signed-in socket asks for
// the wallet once (issue 29): a session revoked by a password change elsewhere is then signed out by verify's 401.
import { describe, it, expect, vi } from 'vitest';
import { SOCKET_POLICY, closeCodeText } from '../../sync/socket-messages.ts';
import { created, established, listen, open, tick, useSocketWorld } from './socket-helpers.ts';

useSocketWorld();

describe('live socket: the server ends the session (close 4001)', () => {
  it('is a no-retry close code reported as "Authentication required"', () => {
    expect(SOCKET_POLICY.noRetryCloseCodes).toContain(4001);
    expect(closeCodeText(4001)).toBe('Authentication required');
  });

  it.each(['Session revoked', 'Session ended'])('does not reconnect after 4001 "%s"; a later connect opens a fresh socket', async (reason) => {
    let connections = 0;
    listen((client) => {
      connections += 1;
      client.send(established);
      if (connections === 1) {
        setTimeout(() => client.close({ code: 4001, reason, wasClean: true }), 100);
      }
    });
    const s = open();
    s.socket.connect();
    await tick(60_000);
    expect(created).toHaveLength(1);
    expect(s.statuses()).toEqual(['connecting', 'connected', 'failed: Authentication required']);
    expect(vi.getTimerCount()).toBe(0);
    // The close code alone never signs the player out: the sign-out that revoked the session does (or an ERROR).
    expect(s.onAuthFailure).not.toHaveBeenCalled();
    // …but the session is asked about once (GET auth/verify: a 401 there signs out a session revoked elsewhere).
    expect(s.refetchWallet).toHaveBeenCalledTimes(1);

    s.socket.connect();
    await tick(20);
    expect(created).toHaveLength(2);
    expect(s.statuses().slice(-2)).toEqual(['connecting', 'connected']);
  });
});
