// The live socket's source and inbound operators (sync/socket/source.ts, sync/socket/inbound.ts): one socket per
// subscription at a freshly read address, its events as frames (an error marks the close that follows it),
// nothing heard after the end, a socket still open closed on unsubscribe, a throwing constructor as an error;
// every frame decoded before it is read, and a server ERROR/CLOSED with an auth failure ending the stream.
import { describe, it, expect } from 'vitest';
import { finalize, lastValueFrom, of, toArray } from 'rxjs';
import { decodeFrames, endOnServerClose } from '../../sync/socket/inbound.ts';
import type { TransportNote } from '../../sync/socket/retry.ts';
import { type Frame, SocketCreateFailed, socketSource } from '../../sync/socket/source.ts';

/** A socket that does what the test tells it to, remembering its address and its close() calls. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readyState = 0;
  closes: unknown[][] = [];
  constructor(readonly url: string) {
    super();
    if (url.includes('#')) {
      throw new SyntaxError('fragment');
    }
    FakeSocket.made.push(this);
  }
  close(...args: unknown[]): void {
    this.closes.push(args);
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  message(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail(code: number, error = false): void {
    this.readyState = 3;
    if (error) {
      this.dispatchEvent(new Event('error'));
    }
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}
const Socket = FakeSocket as unknown as typeof WebSocket;

function watch(url: () => string) {
  const frames: (Frame | 'complete' | { error: unknown })[] = [];
  const subscription = socketSource(Socket, url).subscribe({
    next: (f) => frames.push(f),
    complete: () => frames.push('complete'),
    error: (error: unknown) => frames.push({ error }),
  });
  return { frames, subscription, socket: FakeSocket.made.at(-1)! };
}

describe('socketSource', () => {
  it('emits open, each message and the close code, then completes and hears nothing more', () => {
    FakeSocket.made = [];
    const { frames, socket } = watch(() => 'ws://x/a');
    socket.open();
    socket.message('{"type":"X"}');
    socket.fail(4001);
    socket.message('late');
    expect(frames).toEqual([{ kind: 'open' }, { kind: 'message', data: '{"type":"X"}' }, { kind: 'close', code: 4001, errored: false }, 'complete']);
    expect(socket.closes).toEqual([]);
  });

  it('marks a close that follows an error', () => {
    const { frames, socket } = watch(() => 'ws://x/a');
    socket.fail(1006, true);
    expect(frames).toEqual([{ kind: 'close', code: 1006, errored: true }, 'complete']);
  });

  it('closes a socket still opening or open when unsubscribed, and then ignores it', () => {
    const opening = watch(() => 'ws://x/a');
    opening.subscription.unsubscribe();
    expect(opening.socket.closes).toEqual([[1000]]);
    const open = watch(() => 'ws://x/a');
    open.socket.open();
    open.subscription.unsubscribe();
    open.socket.fail(1000);
    expect(open.frames).toEqual([{ kind: 'open' }]);
    expect(open.socket.closes).toEqual([[1000]]);
  });

  it('reads the address at each subscription and reports a throwing constructor as SocketCreateFailed', () => {
    FakeSocket.made = [];
    let n = 0;
    const source = socketSource(Socket, () => `ws://x/${++n}`);
    source.subscribe().unsubscribe();
    source.subscribe().unsubscribe();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['ws://x/1', 'ws://x/2']);

    const { frames } = watch(() => 'ws://x/#fragment');
    expect(frames).toHaveLength(1);
    const error = (frames[0] as { error: unknown }).error;
    expect(error).toBeInstanceOf(SocketCreateFailed);
    expect((error as SocketCreateFailed).detail).toBeInstanceOf(SyntaxError);
  });
});

describe('inbound', () => {
  const message = (value: unknown): TransportNote => ({ kind: 'message', data: typeof value === 'string' ? value : JSON.stringify(value) });
  const run = (notes: TransportNote[]) => lastValueFrom(of(...notes).pipe(decodeFrames(), endOnServerClose(), toArray()));

  it('decodes every frame: known types pass decoded, malformed ones become invalid, unknown types vanish', async () => {
    const out = await run([
      { kind: 'connecting' },
      message('{nope'),
      message({ type: 'JACKPOT_UPDATE' }),
      message({ type: 'BALANCE_UPDATE', user_id: 7, balance: '1.5' }),
      message({ type: 'BALANCE_UPDATE', balance: 'lots' }),
      { kind: 'lost', message: 'Connection error' },
    ]);
    expect(out.map((n) => n.kind)).toEqual(['connecting', 'invalid', 'message', 'invalid', 'lost']);
    expect(out[2]).toEqual({ kind: 'message', message: expect.objectContaining({ type: 'BALANCE_UPDATE', user_id: '7', balance: 1.5 }) });
    expect(out[1]).toMatchObject({ kind: 'invalid', reason: 'non-JSON socket message' });
  });

  it.each([
    [
      { type: 'ERROR', error: 'Unauthorized' },
      { kind: 'authFailed', text: 'Unauthorized' },
    ],
    [
      { type: 'CLOSED', error: 'Session expired' },
      { kind: 'authFailed', text: 'Session expired' },
    ],
    [{ type: 'CLOSED' }, { kind: 'closed' }],
  ])('ends the stream on %j', async (frame, end) => {
    let released = false;
    const out = await lastValueFrom(
      of(message(frame), message({ type: 'BALANCE_UPDATE', user_id: 'u', balance: 1 })).pipe(
        finalize(() => {
          released = true;
        }),
        decodeFrames(),
        endOnServerClose(),
        toArray(),
      ),
    );
    expect(out).toEqual([end]);
    expect(released).toBe(true);
  });

  it('lets another server ERROR through as a message', async () => {
    expect(await run([message({ type: 'ERROR', error: 'Rate limited' })])).toEqual([
      { kind: 'message', message: { type: 'ERROR', error: 'Rate limited' } },
    ]);
  });
});
