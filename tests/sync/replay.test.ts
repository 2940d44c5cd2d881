// Materializers, proven by replaying a stream recorded from the real server (scripts/record-stream.ts)
// into a fresh store: orderings by index, main markets, outcome rows, failure state, and robustness
// against malformed lines.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX } from '../../sync/store.ts';
import { replayJsonl, recordEvents } from '../../sync/recorder.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { sortSportsForStrip } from '../../domain/ordering.ts';
import { decodeEvent } from '../../schema/event.ts';

const stream = readFileSync(new URL('../streams/catalog-home.jsonl', import.meta.url), 'utf8');
const quiet = (): void => undefined;

function replayed() {
  const data = createAppData();
  const result = replayJsonl(data, stream, quiet);
  return { data, result };
}

describe('replaying catalog-home.jsonl', () => {
  it('applies every recorded event', () => {
    const { result } = replayed();
    expect(result).toEqual({ applied: 12, dropped: 0 });
  });

  it('fills sports in the spec strip order with Soccer first', () => {
    const { data } = replayed();
    const ids = sortSportsForStrip(data.store.getRowIds('sports'), (id) => data.store.getCell('sports', id, 'name') ?? '');
    expect(ids.map((id) => data.store.getCell('sports', id, 'name'))).toEqual([
      'Soccer',
      'Basketball',
      'Tennis',
      'Ice Hockey',
      'American Football',
      'Volleyball',
      'Handball',
    ]);
    expect(data.store.getCell('resources', 'sports', 'status')).toBe('ready');
  });

  it('indexes Premier League matches by start time, each with a 3-way main market', () => {
    const { data } = replayed();
    const ids = data.indexes.getSliceRowIds(INDEX.matchesByTournament, 'sr:tournament:17');
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const starts = ids.map((id) => data.store.getCell('matches', id, 'start_time') ?? 0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const id of ids) {
      const main = data.store.getCell('matches', id, 'main_market') ?? '';
      expect(data.store.getCell('markets', main, 'market_id')).toBe('1');
      const outcomes = data.indexes.getSliceRowIds(INDEX.outcomesByMarket, main);
      expect(outcomes.map((o) => data.store.getCell('outcomes', o, 'name'))).toEqual(['1', 'X', '2']);
      expect(data.store.getCell('matches', id, 'tournament_id')).toBe('sr:tournament:17');
    }
  });

  it('materializes a full market list ordered by priority, with every outcome linked to its market', () => {
    const { data } = replayed();
    const match = data.indexes.getSliceRowIds(INDEX.marketsByMatch, 'sr:match:27021671');
    expect(match.length).toBeGreaterThanOrEqual(25);
    expect(data.store.getCell('markets', match[0] ?? '', 'name')).toBe('1X2');
    const totals = match.filter((m) => data.store.getCell('markets', m, 'specifier') === 'total=2.5');
    expect(totals.length).toBeGreaterThan(0);
    for (const m of match) {
      for (const o of data.indexes.getSliceRowIds(INDEX.outcomesByMarket, m)) {
        expect(data.store.getCell('outcomes', o, 'market_row')).toBe(m);
        expect(data.store.getCell('outcomes', o, 'odds')).toBeGreaterThanOrEqual(1.01);
      }
    }
  });

  it('records the failure of an unknown match as an error with the server text, touching no data', () => {
    const { data } = replayed();
    expect(data.store.getRow('resources', 'markets:sr:match:00000000')).toMatchObject({ status: 'error', http_status: 404 });
    expect(data.indexes.getSliceRowIds(INDEX.marketsByMatch, 'sr:match:00000000')).toEqual([]);
  });

  it('keeps server-ordered top-sports lists per sport', () => {
    const { data } = replayed();
    const items = data.indexes.getSliceRowIds(INDEX.listItemsByList, 'top:1');
    expect(items.length).toBeGreaterThan(0);
    const positions = items.map((i) => data.store.getCell('listItems', i, 'position'));
    expect(positions).toEqual(positions.map((_, i) => i));
  });

  it('drops malformed lines and unknown event types, and applies the rest', () => {
    const data = createAppData();
    const broken = [
      'not json',
      '{"type":"v9.Nope","at":1,"source":"remote","payload":{}}',
      '{"type":"v1.SportsLoaded","at":1,"source":"remote","payload":{"key":"sports","sports":[{"id":"1"}]}}',
      stream,
    ].join('\n');
    expect(replayJsonl(data, broken, quiet)).toEqual({ applied: 12, dropped: 3 });
  });

  it('round-trips: recording a replay gives back equivalent events and the same store', () => {
    const source = replayed().data;
    const target = createAppData();
    const engine = createSyncEngine(target, { get: async () => ({}), request: async () => ({}) }, { log: quiet });
    const recorder = recordEvents(engine.events$);
    for (const line of stream.split('\n').filter(Boolean)) {
      const event = decodeEvent(JSON.parse(line));
      if (event) {
        engine.emit(event);
      }
    }
    expect(recorder.count).toBe(12);
    expect(target.store.getTables()).toEqual(source.store.getTables());
    const again = createAppData();
    replayJsonl(again, recorder.toJsonl(), quiet);
    expect(again.store.getTables()).toEqual(source.store.getTables());
    expect(applyEvent(again, { type: 'v1.LanguageSelected', at: 1, source: 'user', payload: { language: 'am' } })).toBe(true);
    expect(again.store.getValue('language')).toBe('am');
  });
});
