// Recorder and replayer of JSONL event streams: a bug is reproduced as a stream file plus an assertion.
// The replayer decodes every line with schema/ before applying it; a bad line is reported, not fatal.
// The player's own recording ("Report a problem") is session-recorder.ts; its saved files replay here too (their
// context line is skipped).
import type { Observable, Subscription } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { applyUntrusted, type Logger } from './apply.ts';
import type { AppData } from './store.ts';
import { isContextLine } from './session-recorder.ts';
import { addLateEvents } from './late-families.ts';

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

export { addLateEvents } from './late-families.ts';

export function replayJsonl(data: AppData, jsonl: string, log?: Logger): ReplayResult {
  addLateEvents();
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
