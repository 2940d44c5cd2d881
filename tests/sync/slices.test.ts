// Big answers land in slices (sync/operators/slices.ts, decode.ts): replaying the recorded home stream one
// step per task gives exactly the store a replay at once gives, events keep their order (one emitted while a
// big one is half-applied waits for it), the composite answer takes many steps, and decoding a composite a
// part per step equals decoding it in one go — a bad field still fails with its path.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Subject, lastValueFrom, toArray } from 'rxjs';
import { createAppData, INDEX, LIST } from '../../sync/store.ts';
import { eventSteps } from '../../sync/apply.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { applyInSlices } from '../../sync/operators/slices.ts';
import { decodeSteps, inSlices, type StepBudget } from '../../sync/operators/decode.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { HomepageParts, HomepageResponse } from '../../schema/homepage.ts';
import { DecodeError } from '../../sync/operators/stale.ts';

const jsonl = readFileSync(new URL('../streams/home-browse.jsonl', import.meta.url), 'utf8');
const events = jsonl
  .split('\n')
  .filter(Boolean)
  .map((l) => decodeEvent(JSON.parse(l)) as AppEvent);
const quiet = (): void => undefined;

/** A budget of nothing: every step ends its task; tasks wait in `tasks` until the test runs them. */
function manualTasks(): StepBudget & { tasks: Array<() => void>; runAll(): number } {
  const tasks: Array<() => void> = [];
  return {
    budgetMs: 0,
    now: () => 0,
    schedule: (c) => tasks.push(c),
    tasks,
    runAll() {
      let n = 0;
      while (tasks.length > 0) {
        tasks.shift()!();
        n += 1;
      }
      return n;
    },
  };
}

describe('applying in slices', () => {
  it('replays home-browse.jsonl a step per task into the same store as a replay at once, in order', () => {
    const atOnce = createAppData();
    replayJsonl(atOnce, jsonl, quiet);
    const sliced = createAppData();
    const budget = manualTasks();
    const bus = new Subject<AppEvent>();
    const applied: string[] = [];
    bus.pipe(applyInSlices((e) => eventSteps(sliced, e, quiet), budget)).subscribe((e) => applied.push(e.type));
    events.forEach((e) => {
      bus.next(e);
    });
    const tasks = budget.runAll();
    expect(applied).toEqual(events.map((e) => e.type));
    expect(tasks).toBeGreaterThan(events.length + 10);
    expect(sliced.store.getTables()).toEqual(atOnce.store.getTables());
    expect(sliced.indexes.getSliceRowIds(INDEX.listItemsByList, LIST.topSport('top', '1'))).toEqual(
      atOnce.indexes.getSliceRowIds(INDEX.listItemsByList, LIST.topSport('top', '1')),
    );
  });

  it('lands the composite answer over many short steps, its keys fresh only after the last', () => {
    const data = createAppData();
    const home = events.find((e) => e.type === 'v1.HomepageLoaded')!;
    const step = eventSteps(data, home, quiet);
    let steps = 1;
    let leagueRowsAfterFirst = -1;
    while (step() === 'more') {
      if (steps === 2) {
        leagueRowsAfterFirst = data.store.getRowCount('listItems');
      }
      expect(data.store.getCell('resources', 'homepage', 'status')).toBeUndefined();
      steps += 1;
    }
    expect(steps).toBeGreaterThanOrEqual(15);
    expect(leagueRowsAfterFirst).toBe(4);
    expect(data.store.getRow('resources', 'homepage')).toMatchObject({ status: 'ready', fetched_at: home.at });
  });

  it('an event emitted while a big one is half-applied waits its turn', () => {
    const data = createAppData();
    const budget = manualTasks();
    const bus = new Subject<AppEvent>();
    const applied: string[] = [];
    bus.pipe(applyInSlices((e) => eventSteps(data, e, quiet), budget)).subscribe((e) => applied.push(e.type));
    bus.next(events.find((e) => e.type === 'v1.HomepageLoaded')!);
    bus.next({ type: 'v1.LanguageSelected', at: 1, source: 'user', payload: { language: 'am' } });
    expect(data.store.getValue('language')).not.toBe('am');
    budget.runAll();
    expect(applied).toEqual(['v1.HomepageLoaded', 'v1.LanguageSelected']);
    expect(data.store.getValue('language')).toBe('am');
  });

  it('applies at once, synchronously, with an infinite budget', () => {
    const data = createAppData();
    const bus = new Subject<AppEvent>();
    bus
      .pipe(
        applyInSlices((e) => eventSteps(data, e, quiet), {
          budgetMs: Infinity,
          now: () => 0,
          schedule: () => {
            throw new Error('no task');
          },
        }),
      )
      .subscribe();
    bus.next(events.find((e) => e.type === 'v1.HomepageLoaded')!);
    expect(data.store.getCell('resources', 'homepage', 'status')).toBe('ready');
  });
});

describe('decoding in steps', () => {
  const home = events.find((e) => e.type === 'v1.HomepageLoaded')!;
  const p = home.payload as Record<string, any>;
  // The wire shape of that answer, rebuilt from the recorded event (ids and times as the server sends them).
  const raw = {
    sports: p.sports,
    top_leagues: p.topLeagues,
    top_matches: p.topMatches,
    top_sports: { sports: p.topSports },
    sport_id: '1',
    league: p.league,
    page_size: 20,
    banners: p.banners,
    extra: 'kept',
  };

  it('decodes the composite a part per step into what one validate gives', async () => {
    const [error, once] = HomepageResponse.validate(structuredClone(raw), { coerce: true });
    expect(error).toBeUndefined();
    const budget = manualTasks();
    const result = lastValueFrom(inSlices(() => decodeSteps(HomepageResponse, structuredClone(raw), HomepageParts), budget).pipe(toArray()));
    expect(budget.runAll()).toBeGreaterThanOrEqual(Object.keys(HomepageParts).length - 1);
    expect(await result).toEqual([once]);
  });

  it('fails a bad part with its path, as one validate would', () => {
    const bad = structuredClone(raw);
    (bad.top_matches[2] as Record<string, unknown>).start_time = 42;
    const [error] = HomepageResponse.validate(structuredClone(bad), { coerce: true });
    const steps = decodeSteps(HomepageResponse, bad, HomepageParts);
    expect(() => {
      for (;;) {
        if (steps.next().done) {
          break;
        }
      }
    }).toThrow(DecodeError);
    const again = decodeSteps(HomepageResponse, bad, HomepageParts);
    try {
      for (;;) {
        if (again.next().done) {
          break;
        }
      }
    } catch (e) {
      expect((e as DecodeError).detail).toBe(`${error!.path.join('.')}: ${error!.message}`);
    }
  });
});
