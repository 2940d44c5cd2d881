// The player's own recording ("Report a problem"): a bounded buffer (big refetchable answers let go first, the
// player's actions kept, order kept), events scrubbed as they arrive, and a saved file whose context line the
// replayer skips.
import { describe, it, expect } from 'vitest';
import { Subject } from 'rxjs';
import { createSessionBuffer, SESSION_LIMITS } from '../../sync/session-buffer.ts';
import { recordSession, readContext, replayJsonl, isRefetchable, type SessionContext } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { REDACTED } from '../../sync/scrub.ts';
import { recordedStream } from './stream.ts';

const CONTEXT: SessionContext = {
  app: 'birrbet',
  build: 'index-abc123.js',
  language: 'am',
  viewport: { width: 390, height: 844, pixelRatio: 3 },
  userAgent: 'Mozilla/5.0 (Linux; Android 10)',
  path: '/sports',
  startedAt: '2026-11-22T10:00:00.000Z',
  savedAt: '2026-11-22T10:30:00.000Z',
};

describe('the session buffer', () => {
  it('keeps at most maxEvents lines, letting the oldest refetchable answers go first, in order', () => {
    const buffer = createSessionBuffer({ maxEvents: 4, maxChars: 1e6 });
    buffer.push(1, 'action-1', false);
    buffer.push(2, 'answer-2', true);
    buffer.push(3, 'answer-3', true);
    buffer.push(4, 'action-4', false);
    buffer.push(5, 'answer-5', true);
    buffer.push(6, 'action-6', false);
    expect(buffer.lines()).toEqual(['action-1', 'action-4', 'answer-5', 'action-6']);
    expect(buffer.dropped).toBe(2);
    buffer.push(7, 'action-7', false);
    buffer.push(8, 'action-8', false);
    expect(buffer.lines()).toEqual(['action-4', 'action-6', 'action-7', 'action-8']);
    expect(buffer.size).toBe(4);
    expect(buffer.dropped).toBe(4);
  });

  it('keeps at most maxChars characters, and lets go of an answer bigger than the whole budget', () => {
    const buffer = createSessionBuffer({ maxEvents: 100, maxChars: 100 });
    buffer.push(1, 'a'.repeat(40), false);
    buffer.push(2, 'b'.repeat(50), true);
    buffer.push(3, 'c'.repeat(30), true);
    expect(buffer.lines()).toEqual(['a'.repeat(40), 'c'.repeat(30)]);
    expect(buffer.chars).toBe(70);
    buffer.push(4, 'd'.repeat(500), true);
    expect(buffer.lines()).toEqual(['a'.repeat(40)]);
    expect(buffer.chars).toBe(40);
    expect(buffer.dropped).toBe(3);
  });

  it('holds a long visit within its limits: every player action kept, answers trimmed', () => {
    const events$ = new Subject<AppEvent>();
    const recorder = recordSession(events$, { maxEvents: 500, maxChars: 200_000 });
    const big = recordedStream('catalog-home').events.find((e) => e.type === 'v1.MarketsLoaded') as unknown as AppEvent;
    for (let i = 0; i < 300; i += 1) {
      events$.next({ ...big, at: i });
      events$.next({ type: 'v1.SlipStakeChanged', at: i, source: 'user', payload: { slot: 0, stake: String(i) } });
    }
    const lines = recorder.toJsonl(CONTEXT).split('\n').filter(Boolean);
    expect(lines.length).toBeLessThanOrEqual(501);
    expect(lines.join('\n').length).toBeLessThan(200_000 + 1_000);
    expect(lines.filter((l) => l.includes('v1.SlipStakeChanged'))).toHaveLength(300);
    expect(recorder.dropped).toBe(600 - recorder.count);
    const seqs = lines.slice(1).map((l) => (JSON.parse(l) as { seq: number }).seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.at(-1)).toBe(600);
  });

  it('says which events are refetchable answers', () => {
    const at = 1;
    expect(isRefetchable({ type: 'v1.ResourceFetchStarted', at, source: 'system', payload: { key: 'sports' } })).toBe(true);
    expect(isRefetchable({ type: 'v1.OddsChanged', at, source: 'remote', payload: { changes: [] } })).toBe(true);
    expect(isRefetchable({ type: 'v1.SlipCleared', at, source: 'user', payload: { slot: 0 } })).toBe(false);
    expect(SESSION_LIMITS).toEqual({ maxEvents: 5_000, maxChars: 4_000_000 });
  });
});

describe('recording a session for a report', () => {
  const stream = recordedStream('account-session');

  function recorded(known: string[] = []) {
    const events$ = new Subject<AppEvent>();
    const recorder = recordSession(events$);
    for (const line of stream.lines) {
      const event = decodeEvent(JSON.parse(line));
      if (event) {
        events$.next(event);
      }
    }
    return { recorder, jsonl: recorder.toJsonl(CONTEXT, known) };
  }

  it('saves the context first, then every event scrubbed of the session token', () => {
    const { recorder, jsonl } = recorded();
    expect(stream.lines.join('\n')).toContain('recorded-session-token');
    expect(jsonl).not.toContain('recorded-session-token');
    const [head, ...events] = jsonl.trimEnd().split('\n');
    expect(JSON.parse(head ?? '')).toEqual({ context: { ...CONTEXT, events: stream.lines.length, dropped: 0 } });
    expect(events).toHaveLength(recorder.count);
    expect((JSON.parse(events[0] ?? '') as { payload: { session: { id: string } } }).payload.session.id).toBe(REDACTED);
    expect(readContext(jsonl)).toMatchObject({ language: 'am', build: 'index-abc123.js', events: stream.lines.length });
  });

  it('replays into the store the original stream gives, skipping the context line', () => {
    const { jsonl } = recorded();
    const original = createAppData();
    const saved = createAppData();
    const counts = replayJsonl(original, stream.lines.join('\n'), stream.quiet);
    expect(replayJsonl(saved, jsonl, stream.quiet)).toEqual(counts);
    expect(counts.dropped).toBe(0);
    expect(saved.store.getTables()).toEqual(original.store.getTables());
  });

  it('records the events seen before it was loaded first, then the rest, numbered in one order', () => {
    const events$ = new Subject<AppEvent>();
    const early = stream.lines.slice(0, 3).map((l) => decodeEvent(JSON.parse(l)) as AppEvent);
    const recorder = recordSession(events$, undefined, early);
    stream.lines.slice(3).forEach((l) => {
      events$.next(decodeEvent(JSON.parse(l)) as AppEvent);
    });
    const lines = recorder
      .toJsonl(CONTEXT)
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l) as { type: string; seq: number });
    expect(lines.map((e) => e.type)).toEqual(stream.events.map((e) => e.type));
    expect(lines.map((e) => e.seq)).toEqual(stream.events.map((_, i) => i + 1));
    recorder.stop();
    events$.next(early[0] as AppEvent);
    expect(recorder.count).toBe(stream.lines.length);
  });

  it('removes known secrets wherever they are, even in the context', () => {
    const phone = '+251911000001';
    const { jsonl } = recorded([phone]);
    expect(jsonl).not.toContain(phone);
    expect(readContext('{"type":"v1.SlipCleared"}\n')).toBeNull();
  });
});
