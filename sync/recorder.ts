// Recorder and replayer of JSONL event streams: a bug is reproduced as a stream file plus an assertion.
// The replayer decodes every line with schema/ before applying it; a bad line is reported, not fatal.
// The player's own recording ("Report a problem") is session-recorder.ts; its saved files replay here too (their
// context line is skipped).
import type { Observable, Subscription } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { applyUntrusted, type Logger } from './apply.ts';
import type { AppData } from './store.ts';
import { isContextLine } from './session-recorder.ts';
import { registerAllFamilies } from './families/all.ts';

export {
  recordSession,
  readContext,
  isRefetchable,
  type SessionContext,
} from './session-recorder.ts';

export interface Recorder {
  toJsonl(): string;
  readonly count: number;
  stop(): void;
}

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

export interface ReplayResult {
  applied: number;
  dropped: number;
}

export { registerAllFamilies } from './families/all.ts';

const defaultLog: Logger = (message, detail) => console.warn(`[replay] ${message}`, detail ?? '');

/** Replays a JSONL stream into the store. A line that cannot be applied (not JSON, an unknown type, a payload its
 *  schema refuses, a materializer that throws) is counted as dropped and logged with its line number; an older
 *  client's event type is upgraded first (schema/legacy-events.ts). */
export function replayJsonl(data: AppData, jsonl: string, log: Logger = defaultLog): ReplayResult {
  registerAllFamilies();
  const result: ReplayResult = { applied: 0, dropped: 0 };
  jsonl.split('\n').forEach((line, i) => {
    if (!line.trim()) {
      return;
    }
    const at = (message: string, detail?: unknown): void => log(`line ${i + 1}: ${message}`, detail);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      at('dropped: not JSON', line.slice(0, 80));
      result.dropped += 1;
      return;
    }
    if (isContextLine(value)) {
      return;
    }
    if (applyUntrusted(data, value, at)) {
      result.applied += 1;
    } else {
      result.dropped += 1;
    }
  });
  return result;
}
