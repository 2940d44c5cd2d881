// A replay misses nothing it can read (issue 31). Derived from the code, not from a list kept by hand beside it:
// every event-payload module of schema/ (*EventPayloads) and every registration function of sync/materializers/
// is reached by the one list a replay registers (sync/late-families.ts), every event type then has a materializer,
// and each recorded stream of tests/streams/ replays through replayJsonl dropping only the lines written to be bad
// (each reported with its line number, the way `npm run replay` prints it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventPayloads } from '../../schema/event.ts';
import { hasMaterializer } from '../../sync/apply.ts';
import { addLateEvents, LATE_FAMILIES } from '../../sync/late-families.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const STREAMS = join(ROOT, 'tests/streams');

/** Lines of the recorded streams that are bad on purpose (a test of the replayer's refusals), by file. */
const BAD_ON_PURPOSE: Record<string, number[]> = {
  'report-session.jsonl': [22, 23, 24],
  'date-style.jsonl': [5, 6],
  'payments-deposit.jsonl': [7],
};

describe('replay coverage', () => {
  it('every event-payload module of schema/ is registered by the late families', async () => {
    addLateEvents();
    const missing: string[] = [];
    for (const file of readdirSync(join(ROOT, 'schema')).filter((f) => /-events\.ts$/.test(f) && f !== 'legacy-events.ts')) {
      const module = (await import(join(ROOT, 'schema', file))) as Record<string, unknown>;
      for (const [name, payloads] of Object.entries(module).filter(([n]) => n.endsWith('EventPayloads'))) {
        for (const type of Object.keys(payloads as object)) {
          if (!(type in EventPayloads)) {
            missing.push(`${file} ${name}: ${type}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every registration function in sync/materializers/ is one of the late families', async () => {
    const registered = new Set<unknown>(Object.values(LATE_FAMILIES));
    const missing: string[] = [];
    for (const file of readdirSync(join(ROOT, 'sync/materializers'))) {
      const text = readFileSync(join(ROOT, 'sync/materializers', file), 'utf8');
      const names = [...text.matchAll(/export function ((?:add\w+Materializers|register\w+))\(/g)].map((m) => m[1] as string);
      const module = (await import(join(ROOT, 'sync/materializers', file))) as Record<string, unknown>;
      missing.push(...names.filter((name) => !registered.has(module[name])).map((name) => `${file}: ${name}`));
    }
    expect(missing).toEqual([]);
  });

  it('after the late families, every event type has a materializer', () => {
    addLateEvents();
    const types = Object.keys(EventPayloads);
    expect(types.length).toBeGreaterThan(90);
    expect(types.filter((type) => !hasMaterializer(type))).toEqual([]);
  });

  for (const file of readdirSync(STREAMS).filter((f) => f.endsWith('.jsonl'))) {
    it(`${file} replays without dropping a line${BAD_ON_PURPOSE[file] ? ' but the ones bad on purpose' : ''}`, () => {
      const dropped: number[] = [];
      const lines = readFileSync(join(STREAMS, file), 'utf8').split('\n');
      // Line by line, so a dropped one is known by its number (as `npm run replay` reports it).
      const data = createAppData();
      lines.forEach((line, i) => {
        if (line.trim() && replayJsonl(data, line, () => undefined).dropped > 0) {
          dropped.push(i + 1);
        }
      });
      expect(dropped).toEqual(BAD_ON_PURPOSE[file] ?? []);
    });
  }
});
