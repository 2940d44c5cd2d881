// The player's own recording for "Report a problem": every event scrubbed of secrets as it arrives (scrub.ts),
// kept in a bounded buffer (session-buffer.ts), saved as JSONL behind a context line. The page loads this module
// as its own chunk after its first paint, so it imports nothing the home route has (no store, no materializers:
// a shared module would split the home's chunks), only the scrubber and the buffer.
import type { Observable } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { removeKnown, scrubbedJson } from './scrub.ts';
import { createSessionBuffer, SESSION_LIMITS, type BufferLimits } from './session-buffer.ts';

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
export interface SavedContext extends SessionContext {
  events: number;
  dropped: number;
}

export const isContextLine = (value: unknown): value is { context: SavedContext } =>
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
  events$: Observable<AppEvent>,
  limits: BufferLimits = SESSION_LIMITS,
  backlog: readonly AppEvent[] = [],
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

/** Server answers a refetch gives again (a resource's data or fetch state, live prices, the restored catalogue): the
 *  first to let go. */
export function isRefetchable(event: AppEvent): boolean {
  return event.type === 'v1.OddsChanged' || event.type === 'v1.StoreRestored' || typeof (event.payload as { key?: unknown }).key === 'string';
}
