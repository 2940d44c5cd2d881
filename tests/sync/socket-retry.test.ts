// The live socket's retry rules as operators (sync/socket/retry.ts, sync/socket/app-retry.ts), in virtual time
// (RxJS TestScheduler) over fake sockets: each subscription of the source is one socket that plays a script.
// Transport: reconnects 1000, 2000, 4000 ms after each failure (min(1000·2ⁿ, 10000) when more are allowed), none
// after a normal close code, a 5 s connect timeout, a count that restarts after a socket stayed open 5 s, and the
// texts. App: a fresh run 3 s after a run gives up, twice, then 'failed'; an established connection resets it.
import { describe, it, expect } from 'vitest';
import { concat, defer, finalize, map, NEVER, type Observable, of, throwError, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { SOCKET_POLICY } from '../../sync/socket-messages.ts';
import { appRetry } from '../../sync/socket/app-retry.ts';
import { transportDelayMs, transportRetry, type TransportNote } from '../../sync/socket/retry.ts';
import { type Frame, SocketCreateFailed } from '../../sync/socket/source.ts';

// The scheduler is passed to every operator and timer: 'rxjs/testing' may load another copy of rxjs than the code's.
const scheduler = (): TestScheduler => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** Runs what `build` returns in virtual time; every note as 'time note', the end as 'time complete' or 'time error: …'. */
function record<T>(build: (ts: TestScheduler) => Observable<T>, show: (note: T) => string): string[] {
  const ts = scheduler();
  const seen: string[] = [];
  ts.run(() => {
    build(ts).subscribe({
      next: (note) => seen.push(`${ts.now()} ${show(note)}`),
      complete: () => seen.push(`${ts.now()} complete`),
      error: (error: unknown) => seen.push(`${ts.now()} error: ${error instanceof Error ? error.name : String(error)}`),
    });
  });
  return seen;
}

const showNote = (note: TransportNote | { kind: string }): string =>
  'message' in note ? `${note.kind}: ${note.message}` : 'code' in note ? `${note.kind} ${note.code}` : note.kind;

/** A script for one socket: frames at the given times (ms after the socket is created), then completion. */
type Script = (ts: TestScheduler) => Observable<Frame>;
const at =
  (ms: number, frame: Frame): Script =>
  (ts) =>
    timer(ms, ts).pipe(map(() => frame));
const closes = (ms: number, code: number, errored = false): Script => at(ms, { kind: 'close', code, errored });
const opensThenCloses =
  (openMs: number, closeMs: number, code: number): Script =>
  (ts) =>
    concat(at(openMs, { kind: 'open' })(ts), at(closeMs - openMs, { kind: 'close', code, errored: false })(ts));

/** A source whose n-th subscription plays scripts[n] (the last one again after that); `created` gets each socket's time. */
function sockets(ts: TestScheduler, scripts: Script[], created: number[] = [], closedEarly: number[] = []): Observable<Frame> {
  return defer(() => {
    const script = scripts[Math.min(created.length, scripts.length - 1)]!;
    created.push(ts.now());
    let ended = false;
    return script(ts).pipe(
      map((frame) => {
        ended = frame.kind === 'close';
        return frame;
      }),
      finalize(() => ended || closedEarly.push(ts.now())),
    );
  });
}

describe('transport retry', () => {
  it('waits min(1000·2ⁿ, 10000) ms before reconnect n', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => transportDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('reconnects 1000, 2000 and 4000 ms after each failure, then gives up: 1006 is "Authentication required"', () => {
    const created: number[] = [];
    const notes = record((ts) => sockets(ts, [closes(10, 1006)], created).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(created).toEqual([0, 1010, 3020, 7030]);
    expect(notes).toEqual([
      '0 connecting',
      '10 lost: Authentication required',
      '1010 connecting',
      '1020 lost: Authentication required',
      '3020 connecting',
      '3030 lost: Authentication required',
      '7030 connecting',
      '7040 gaveUp: Authentication required',
      '7040 complete',
    ]);
  });

  it('caps the delay at 10 s when the policy allows more reconnects', () => {
    const created: number[] = [];
    record((ts) => sockets(ts, [closes(0, 1011)], created).pipe(transportRetry({ ...SOCKET_POLICY, transportRetries: 6 }, ts)), showNote);
    expect(created.slice(1).map((t, i) => t - created[i]!)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it.each([1000, 1001, 1005, 1008, 4001])('stops without a reconnect after the normal close code %i', (code) => {
    const created: number[] = [];
    const notes = record((ts) => sockets(ts, [opensThenCloses(5, 10, code)], created).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(notes).toEqual(['0 connecting', `10 stopped ${code}`, '10 complete']);
    expect(created).toEqual([0]);
  });

  it('retries any close after an error event as "Connection error", adding "Authentication required" for 1006 but not on giving up', () => {
    expect(record((ts) => sockets(ts, [closes(4, 1000, true)]).pipe(transportRetry(SOCKET_POLICY, ts)), showNote).slice(0, 4)).toEqual([
      '0 connecting',
      '4 lost: Connection error',
      '1004 connecting',
      '1008 lost: Connection error',
    ]);
    const refused = record((ts) => sockets(ts, [closes(1, 1006, true)]).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(refused.slice(0, 3)).toEqual(['0 connecting', '1 lost: Connection error', '1 lost: Authentication required']);
    expect(refused.slice(-2)).toEqual(['7004 gaveUp: Connection error', '7004 complete']);
  });

  it('times out a socket that neither opens nor closes within 5000 ms, closes it and reconnects', () => {
    const created: number[] = [];
    const closedEarly: number[] = [];
    const notes = record((ts) => sockets(ts, [() => NEVER], created, closedEarly).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(notes.slice(0, 3)).toEqual(['0 connecting', '5000 lost: Connection timeout', '6000 connecting']);
    expect(closedEarly.slice(0, 2)).toEqual([5000, 11_000]);
    expect(created).toEqual([0, 6000, 13_000, 22_000]);
    expect(notes.slice(-2)).toEqual(['27000 gaveUp: Connection timeout', '27000 complete']);
  });

  it('does not time out a socket that opened in time', () => {
    const notes = record((ts) => sockets(ts, [opensThenCloses(4999, 60_000, 1000)]).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(notes).toEqual(['0 connecting', '60000 stopped 1000', '60000 complete']);
  });

  it('counts again from the first delay after a socket stayed open 5 s', () => {
    const fail = closes(10, 1006);
    const created: number[] = [];
    // Three quick failures use up n = 0, 1, 2; the fourth socket stays up 5 s, so its drop waits 1 s again, not give up.
    const notes = record(
      (ts) => sockets(ts, [fail, fail, fail, opensThenCloses(10, 5010, 1006), fail], created).pipe(transportRetry(SOCKET_POLICY, ts)),
      showNote,
    );
    expect(created.slice(1).map((t, i) => t - created[i]!)).toEqual([1010, 2010, 4010, 6010, 2010, 4010]);
    expect(notes.slice(-2)).toEqual([`${created.at(-1)! + 10} gaveUp: Authentication required`, `${created.at(-1)! + 10} complete`]);

    // A socket open for less than 5 s counts as a failure like any other.
    const short = record((ts) => sockets(ts, [fail, fail, fail, opensThenCloses(10, 5009, 1006)]).pipe(transportRetry(SOCKET_POLICY, ts)), showNote);
    expect(short.slice(-2)).toEqual(['12039 gaveUp: Authentication required', '12039 complete']);
  });

  it('passes messages through and a socket that cannot be created as an error, unretried', () => {
    const data = record(
      (ts) =>
        sockets(ts, [(t) => concat(at(1, { kind: 'open' })(t), at(1, { kind: 'message', data: 'x' })(t), NEVER)]).pipe(
          transportRetry(SOCKET_POLICY, ts),
        ),
      (note) => (note.kind === 'message' ? `message ${String(note.data)}` : note.kind),
    );
    expect(data).toEqual(['0 connecting', '2 message x']);
    const created: number[] = [];
    const notes = record(
      (ts) => sockets(ts, [() => throwError(() => new SocketCreateFailed('bad'))], created).pipe(transportRetry(SOCKET_POLICY, ts)),
      showNote,
    );
    expect(notes).toEqual(['0 connecting', '0 error: Error']);
    expect(created).toEqual([0]);
  });
});

describe('app retry', () => {
  type Note = { kind: 'gaveUp'; message: string } | { kind: 'established' } | { kind: 'stopped'; code: number };
  const gaveUp: Note = { kind: 'gaveUp', message: 'Connection error' };
  /** A transport run whose n-th subscription emits runs[n] 10 ms in, then completes. */
  const runs = (ts: TestScheduler, scripts: Note[][], started: number[] = []): Observable<Note> =>
    defer(() => {
      const notes = scripts[Math.min(started.length, scripts.length - 1)]!;
      started.push(ts.now());
      return concat(timer(10, ts).pipe(map(() => notes[0]!)), of(...notes.slice(1)));
    });
  const show = (note: Note | { kind: 'appRetry'; attempt: number } | { kind: 'failed' }): string =>
    note.kind === 'appRetry' ? `appRetry ${note.attempt}` : note.kind;
  const established = (note: Note): boolean => note.kind === 'established';

  it('starts a fresh run 3 s after each of two runs gives up, then fails', () => {
    const started: number[] = [];
    const notes = record((ts) => runs(ts, [[gaveUp]], started).pipe(appRetry(established, SOCKET_POLICY, ts)), show);
    expect(started).toEqual([0, 3010, 6020]);
    expect(notes).toEqual(['10 gaveUp', '10 appRetry 1', '3020 gaveUp', '3020 appRetry 2', '6030 gaveUp', '6030 failed', '6030 complete']);
  });

  it('gives both retries back once a connection is established', () => {
    const notes = record(
      (ts) => runs(ts, [[gaveUp], [gaveUp], [{ kind: 'established' }, gaveUp], [gaveUp]]).pipe(appRetry(established, SOCKET_POLICY, ts)),
      show,
    );
    expect(notes.map((n) => n.split(' ').slice(1).join(' ')).filter((n) => n !== 'gaveUp')).toEqual([
      'appRetry 1',
      'appRetry 2',
      'established',
      'appRetry 1',
      'appRetry 2',
      'failed',
      'complete',
    ]);
  });

  it('does not retry a run that ends any other way', () => {
    const started: number[] = [];
    const notes = record((ts) => runs(ts, [[{ kind: 'stopped', code: 4001 }]], started).pipe(appRetry(established, SOCKET_POLICY, ts)), show);
    expect(notes).toEqual(['10 stopped', '10 complete']);
    expect(started).toEqual([0]);
  });
});
