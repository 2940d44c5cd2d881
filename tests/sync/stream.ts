// A recorded stream (tests/streams/<name>.jsonl) for the replay tests: its lines, its events, and the store a
// replay of its first events gives (up to the n-th event of a type, inclusive).
import { readFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';

export interface RecordedEvent {
  type: string;
  at: number;
  payload: Record<string, unknown>;
}

export function recordedStream(name: string) {
  const lines = readFileSync(new URL(`../streams/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const events = lines.map((l) => JSON.parse(l) as RecordedEvent);
  const quiet = (): void => undefined;
  const replayUpTo = (type: string, n = 1) => {
    const end = events.flatMap((e, i) => (e.type === type ? [i] : []))[n - 1] ?? -1;
    const data = createAppData();
    replayJsonl(data, lines.slice(0, end + 1).join('\n'), quiet);
    return data;
  };
  return { lines, events, quiet, replayUpTo };
}
