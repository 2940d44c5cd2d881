// A broadcast is compressed once and written to every socket in rounds (server/modules/realtime/shared-frames.ts):
// with sockets that look to the hub as ws sockets do (permessage-deflate agreed without context takeover), and
// with real ws clients that must read the frames as any browser would.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { Hub, type HubSocket } from '../../server/modules/realtime/hub.ts';
import { DEFLATE } from '../../server/modules/realtime/shared-frames.ts';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const longText = (n: number): string =>
  JSON.stringify({ type: 'ODDS_CHANGE', changes: Array.from({ length: 60 }, (_, i) => ({ i, n, odds: 1.5 + i })) });

/** A socket with what the hub reads of a ws socket; records raw frames written and sends through ws. */
class WsLike implements HubSocket {
  readyState = 1;
  frames: Buffer[] = [];
  sent: string[] = [];
  _extensions = { 'permessage-deflate': { params: { server_no_context_takeover: true, server_max_window_bits: 10 } } };
  _sender = { _state: 0, _queue: [] as unknown[] };
  _socket = { writable: true, write: (chunk: Buffer) => this.frames.push(chunk) > 0 };
  get bufferedAmount(): number {
    return 0;
  }
  send(data: string): void {
    this.sent.push(data);
  }
  ping(): void {}
  terminate(): void {}
  close(): void {}
  on(): this {
    return this;
  }
}

/** The text of a compressed frame as a client reads it (RFC 7692: the tail 00 00 ff ff goes back on). */
function readFrame(frame: Buffer): string {
  expect(frame[0]).toBe(0x80 | 0x40 | 0x01); // FIN, RSV1 (compressed), text
  const len = frame[1] as number;
  const offset = len === 126 ? 4 : len === 127 ? 10 : 2;
  const data = Buffer.concat([frame.subarray(offset), Buffer.from([0, 0, 0xff, 0xff])]);
  return inflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH }).toString();
}

describe('shared frames', () => {
  it('compresses a broadcast once, writes the same frame to each socket a round at a time, and keeps long texts in order', async () => {
    const hub = new Hub();
    const sockets = Array.from({ length: 600 }, () => new WsLike());
    sockets.forEach((s, i) => {
      hub.add(s, `u${i}`, 'm');
    });
    const [first, second] = [longText(1), longText(2)];
    for (const peer of hub.peers()) {
      peer.socket.send(first);
    }
    for (const peer of hub.peers()) {
      peer.socket.send(second);
    }
    hub.sendToUser('u599', { type: 'ERROR', error: 'short' });
    // Nothing went through ws's own per-socket compression; a short message is not held behind the broadcast.
    expect(sockets.every((s) => s.sent.length === 0 || s === sockets[599])).toBe(true);
    expect(sockets[599]?.sent).toEqual([JSON.stringify({ type: 'ERROR', error: 'short' })]);
    expect(sockets.reduce((n, s) => n + s.frames.length, 0)).toBe(0);
    await tick();
    const written = sockets.reduce((n, s) => n + s.frames.length, 0);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(1200);
    for (let i = 0; i < 10 && sockets.some((s) => s.frames.length < 2); i += 1) {
      await tick();
    }
    expect(sockets.every((s) => s.frames.length === 2)).toBe(true);
    expect(new Set(sockets.map((s) => s.frames[0])).size).toBe(1); // one buffer for all: compressed once
    expect(sockets.map((s) => s.frames.map(readFrame))).toEqual(sockets.map(() => [first, second]));
  });

  it("holds a connection's writes of one turn together: a goal's three short messages leave in one write", async () => {
    const hub = new Hub();
    const log: string[] = [];
    const socket = new WsLike();
    Object.assign(socket._socket, { cork: () => log.push('cork'), uncork: () => log.push('uncork') });
    socket.send = (data: string) => {
      log.push(`send ${JSON.parse(data).type}`);
    };
    hub.add(socket, 'u1', 'm');
    for (const type of ['LIVE_EVENT', 'LIVE_SCORE', 'ODDS_CHANGE']) {
      hub.sendToUser('u1', { type } as never);
    }
    expect(log).toEqual(['cork', 'send LIVE_EVENT', 'send LIVE_SCORE', 'send ODDS_CHANGE']);
    await tick();
    expect(log.at(-1)).toBe('uncork');
    hub.sendToUser('u1', { type: 'BALANCE_UPDATE' } as never);
    expect(log.slice(-2)).toEqual(['cork', 'send BALANCE_UPDATE']);
    await tick();
    expect(log.filter((l) => l === 'cork')).toHaveLength(log.filter((l) => l === 'uncork').length);
  });

  it('sends through ws when ws is busy with that socket, or the client asked for a smaller window', async () => {
    const hub = new Hub();
    const busy = new WsLike();
    busy._sender._state = 1;
    const narrow = new WsLike();
    narrow._extensions['permessage-deflate'].params.server_max_window_bits = 9;
    hub.add(busy, 'a', 'm');
    hub.add(narrow, 'b', 'm');
    const text = longText(3);
    hub.sendToMerchant('m', JSON.parse(text));
    await tick();
    expect([busy.frames, narrow.frames]).toEqual([[], []]);
    expect([busy.sent, narrow.sent]).toEqual([[text], [text]]);
  });
});

describe('shared frames with real ws clients', () => {
  let server: WebSocketServer | null = null;
  afterEach(() => server?.close());

  it('clients that negotiated permessage-deflate read each broadcast and the short messages after it', async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: DEFLATE });
    await once(server, 'listening');
    const hub = new Hub();
    server.on('connection', (socket) => hub.add(socket, null, 'm'));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clients = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const ws = new WebSocket(url);
        const got: string[] = [];
        ws.on('message', (data) => got.push(String(data)));
        await once(ws, 'open');
        return { ws, got };
      }),
    );
    for (let i = 0; i < 50 && hub.size < 3; i += 1) {
      await tick();
    }
    const texts = [longText(4), longText(5)];
    for (const text of texts) {
      for (const peer of hub.peers()) {
        peer.socket.send(text);
      }
    }
    await tick();
    hub.sendToMerchant('m', { type: 'BANNER_UPDATE', merchant_id: 'm' });
    for (let i = 0; i < 200 && clients.some((c) => c.got.length < 3); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const c of clients) {
      expect(c.ws.extensions).toContain('permessage-deflate');
      expect(c.got).toEqual([...texts, JSON.stringify({ type: 'BANNER_UPDATE', merchant_id: 'm' })]);
      c.ws.terminate();
    }
  });
});
