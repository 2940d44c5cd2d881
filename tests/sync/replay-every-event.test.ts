// A replay misses nothing (issue 31), generated from the family registry: one example of every event type
// (tests/sync/event-examples.ts) is applied to a live store while the real recorder (recordEvents) records it; the
// recording replays into a fresh store through replayJsonl and through `npm run replay --json`, and both stores equal
// the live one with no line dropped. A new event type without an example fails here by name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Subject } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEvent, EventPayloads, type AppEvent } from '../../schema/event.ts';
import { applyEvent } from '../../sync/apply.ts';
import { ALL_FAMILIES, registerAllFamilies } from '../../sync/families/all.ts';
import { recordEvents, replayJsonl } from '../../sync/recorder.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { everyEventExample } from './event-examples.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const contentOf = ({ store }: AppData) => ({ tables: store.getTables(), values: store.getValues() });

let examples: ReturnType<typeof everyEventExample>;
beforeAll(() => {
  registerAllFamilies();
  examples = everyEventExample();
});

describe('the family registry', () => {
  it('declares every event type exactly once, each with its materializer', () => {
    const declared = Object.values(ALL_FAMILIES).flatMap((f) => Object.keys(f.payloads));
    expect(declared.length).toBe(new Set(declared).size);
    expect(new Set(declared)).toEqual(new Set(Object.keys(EventPayloads)));
    for (const family of Object.values(ALL_FAMILIES)) {
      expect(Object.keys(family.materializers).sort(), family.name).toEqual(Object.keys(family.payloads).sort());
    }
  });

  it('gives every intent (…Requested) a command and every command outcome to its own family', () => {
    for (const family of Object.values(ALL_FAMILIES)) {
      const intents = Object.keys(family.payloads).filter((t) => t.endsWith('Requested'));
      expect(Object.keys(family.commands).sort(), family.name).toEqual(intents.sort());
      for (const command of Object.values(family.commands) as { outcomes: readonly string[] }[]) {
        expect(
          command.outcomes.every((o) => o in family.payloads),
          family.name,
        ).toBe(true);
      }
    }
  });
});

describe('replay of every event type', () => {
  it('has an example of every registered type', () => {
    expect(examples.missing).toEqual([]);
    expect(examples.events.map((e) => e.type)).toEqual(Object.keys(EventPayloads));
    expect(examples.events.length).toBeGreaterThanOrEqual(95);
  });

  it('records each through the recorder and replays it into an equal store, through replayJsonl and npm run replay', () => {
    const live = createAppData();
    const bus = new Subject<AppEvent>();
    const recorder = recordEvents(bus);
    const notApplied: string[] = [];
    for (const example of examples.events) {
      // Decoded as a replay decodes it: an example that does not follow its schema is reported by type.
      const event = decodeEvent(example);
      if (!event || !applyEvent(live, event, () => undefined)) {
        notApplied.push(example.type);
        continue;
      }
      bus.next(event);
    }
    recorder.stop();
    expect(notApplied).toEqual([]);
    const jsonl = recorder.toJsonl();
    expect(recorder.count).toBe(examples.events.length);

    const replayed = createAppData();
    const logged: unknown[] = [];
    expect(
      replayJsonl(replayed, jsonl, (m, d) => logged.push([m, d])),
      JSON.stringify(logged).slice(0, 600),
    ).toEqual({ applied: examples.events.length, dropped: 0 });
    expect(contentOf(replayed)).toEqual(contentOf(live));

    const file = join(mkdtempSync(join(tmpdir(), 'every-event-')), 'every-event.jsonl');
    writeFileSync(file, jsonl);
    const printed = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/replay.ts'), file, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual(JSON.parse(JSON.stringify(contentOf(live))));
    const report = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/replay.ts'), file], { cwd: ROOT, encoding: 'utf8' });
    expect(report).toContain(`Replay: ${examples.events.length} applied, 0 skipped`);
  }, 60_000);
});
