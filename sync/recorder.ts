// Recorder and replayer of JSONL event streams: a bug is reproduced as a stream file plus an assertion.
// The replayer decodes every line with schema/ before applying it; a bad line is reported, not fatal.
// recordSession is the player's own recording ("Report a problem"): every event scrubbed of secrets as it
// arrives (sync/scrub.ts), kept in a bounded buffer (session-buffer.ts), saved with a context first line.
import type { Observable, Subscription } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { applyUntrusted, type Logger } from './apply.ts';
import type { AppData } from './store.ts';
import { removeKnown, scrubbedJson } from './scrub.ts';
import { createSessionBuffer, SESSION_LIMITS, type BufferLimits } from './session-buffer.ts';

export interface Recorder { toJsonl(): string; readonly count: number; stop(): void }

export function recordEvents(events$: Observable<AppEvent>): Recorder {
  const lines: string[] = [];
  let seq = 0;
  const sub: Subscription = events$.subscribe((e) => {
    seq += 1;
    lines.push(JSON.stringify({ ...e, seq }));
  });
  return {
    toJsonl: () => (lines.length ? `${lines.join('\n')}\n` : ''),
    get count() {
      return lines.length;
    },
    stop: () => sub.unsubscribe(),
  };
}

/** A saved session's first line: where it was recorded. Nothing secret (no token, no phone number). */
export interface SessionContext {
  app: string;
  /** The client build (its entry chunk's hashed name), so support knows which code made the events. */
  build: string;
  language: string;
  viewport: { width: number; height: number; pixelRatio: number };
  userAgent: string;
  /** The page's path (no query string). */
  path: string;
  startedAt: string;
  savedAt: string;
}
export interface SavedContext extends SessionContext { events: number; dropped: number }

const isContextLine = (value: unknown): value is { context: SavedContext } =>
  typeof value === 'object' && value !== null && 'context' in value && !('type' in value);

/** The context line of a saved session, or null when the stream has none (a test stream). */
export function readContext(jsonl: string): SavedContext | null {
  const first = jsonl.slice(0, jsonl.indexOf('\n') === -1 ? undefined : jsonl.indexOf('\n'));
  try {
    const value: unknown = JSON.parse(first);
    return isContextLine(value) ? value.context : null;
  } catch {
    return null;
  }
}

export interface SessionRecorder {
  readonly count: number;
  /** Events the buffer let go of to stay within its limits. */
  readonly dropped: number;
  /** The file a player saves: the context line, then the kept events in order; `known` secrets removed too. */
  toJsonl(context: SessionContext, known?: readonly string[]): string;
  stop(): void;
}

/**
 * Records this visit's events, scrubbed, within `limits` (SESSION_LIMITS says why those). `backlog`: events seen
 * before this module was loaded (the page loads it after its first paint), recorded first, in order.
 */
export function recordSession(
  events$: Observable<AppEvent>, limits: BufferLimits = SESSION_LIMITS, backlog: readonly AppEvent[] = [],
): SessionRecorder {
  const buffer = createSessionBuffer(limits);
  let seq = 0;
  const record = (e: AppEvent): void => {
    seq += 1;
    buffer.push(seq, scrubbedJson({ ...e, seq }), isRefetchable(e));
  };
  backlog.forEach(record);
  const sub = events$.subscribe(record);
  return {
    get count() {
      return buffer.size;
    },
    get dropped() {
      return buffer.dropped;
    },
    toJsonl: (context, known = []) => {
      const head = scrubbedJson({ context: { ...context, events: buffer.size, dropped: buffer.dropped } }, known);
      return removeKnown(`${[head, ...buffer.lines()].join('\n')}\n`, known);
    },
    stop: () => sub.unsubscribe(),
  };
}

/** Server answers a refetch gives again (a resource's data or fetch state, live prices): the first to let go. */
export function isRefetchable(event: AppEvent): boolean {
  return event.type === 'v1.OddsChanged' || typeof (event.payload as { key?: unknown }).key === 'string';
}

export interface ReplayResult { applied: number; dropped: number }

export function replayJsonl(data: AppData, jsonl: string, log?: Logger): ReplayResult {
  const result: ReplayResult = { applied: 0, dropped: 0 };
  for (const line of jsonl.split('\n')) {
    if (!line.trim()) {
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    if (isContextLine(value)) {
      continue;
    }
    if (value !== undefined && applyUntrusted(data, value, log)) {
      result.applied += 1;
    } else {
      result.dropped += 1;
    }
  }
  return result;
}
