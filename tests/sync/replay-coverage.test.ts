// A replay misses nothing it can read (issue 31). Derived from the code, not from a list kept by hand beside it:
// every event-payload module of schema/ (*EventPayloads) is some family's payloads in the registry a replay loads
// (sync/families/all.ts); each recorded stream of tests/streams/ replays through replayJsonl with no line dropped; the
// streams in tests/streams/broken/ hold lines bad on purpose, and each of those is reported with its line number.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_FAMILIES } from '../../sync/families/all.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const STREAMS = join(ROOT, 'tests/streams');

/** The lines of tests/streams/broken/ that are bad on purpose (a test of the replayer's refusals), by file. */
const BAD_ON_PURPOSE: Record<string, number[]> = {
  'report-session.jsonl': [22, 23, 24],
  'date-style.jsonl': [5, 6],
  'payments-deposit.jsonl': [7],
};

/** The line numbers a replay of the file reports as dropped. */
function droppedLines(file: string): number[] {
  const reported: number[] = [];
  const result = replayJsonl(createAppData(), readFileSync(file, 'utf8'), (message) => {
    reported.push(Number(/^line (\d+):/.exec(message)?.[1] ?? Number.NaN));
  });
  expect(reported.length).toBe(result.dropped);
  return reported;
}

describe('replay coverage', () => {
  it('every event-payload module of schema/ is the payloads of a family in the registry', async () => {
    const declared = new Set(Object.values(ALL_FAMILIES).flatMap((f) => Object.keys(f.payloads)));
    const missing: string[] = [];
    for (const file of readdirSync(join(ROOT, 'schema')).filter((f) => /-events\.ts$/.test(f) && f !== 'legacy-events.ts')) {
      const module = (await import(join(ROOT, 'schema', file))) as Record<string, unknown>;
      for (const [name, payloads] of Object.entries(module).filter(([n]) => n.endsWith('EventPayloads'))) {
        missing.push(
          ...Object.keys(payloads as object)
            .filter((type) => !declared.has(type))
            .map((type) => `${file} ${name}: ${type}`),
        );
      }
    }
    expect(missing).toEqual([]);
  });

  for (const file of readdirSync(STREAMS).filter((f) => f.endsWith('.jsonl'))) {
    it(`${file} replays without dropping a line`, () => {
      expect(droppedLines(join(STREAMS, file))).toEqual([]);
    });
  }

  for (const [file, lines] of Object.entries(BAD_ON_PURPOSE)) {
    it(`broken/${file} reports exactly its bad lines, by number`, () => {
      expect(droppedLines(join(STREAMS, 'broken', file))).toEqual(lines);
    });
  }
});
