// Records the tournament view's paged lists from a running server into tests/streams/<name>.jsonl, driving the
// client's own sync engine as the view does: page 1 of two tournaments opened together (one with more than 50
// matches, one smaller), 'Load More' (page 2 of the big one), the markets of the first match, a tournament the
// server does not know (a 404), and a refresh of the big one's page 1 (which drops the page 2 it had).
//   npx tsx scripts/record-tournament-stream.ts http://127.0.0.1:8087 tournament-paging
import { writeFileSync } from 'node:fs';
import { createAppData, LIST } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { recordEvents } from '../sync/recorder.ts';
import { marketsResource, matchesPageResource } from '../sync/resources.ts';
import { pagedMatches } from '../sync/match-pages.ts';

const [base = 'http://127.0.0.1:8087', name = 'tournament-paging'] = process.argv.slice(2);
const BIG = 'sr:tournament:234'; // NHL: 64 upcoming matches in the demo feed, so two pages of 50
const SMALL = 'sr:tournament:17'; // Premier League: 23, one page
const data = createAppData();
const api = createApiClient({
  baseUrl: base,
  merchantId: process.env.MERCHANT_ID ?? 'birrbet-demo',
  apiKey: process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026',
});
const engine = createSyncEngine(data, api);
const recorder = recordEvents(engine.events$);
const settle = async (): Promise<void> => {
  for (let i = 0; i < 100 && data.store.getRowIds('resources').some((k) => data.store.getCell('resources', k, 'status') === 'loading'); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
};

engine.request(matchesPageResource(BIG, 1));
engine.request(matchesPageResource(SMALL, 1));
await settle();
engine.request(matchesPageResource(BIG, 2), { force: true });
await settle();
const first = pagedMatches(data.store, [BIG, SMALL]).ids[0] ?? '';
engine.request(marketsResource(first));
engine.request(matchesPageResource('sr:tournament:999999', 1));
await settle();
engine.request(matchesPageResource(BIG, 1), { force: true });
await settle();
writeFileSync(`tests/streams/${name}.jsonl`, recorder.toJsonl());
const held = data.indexes.getSliceRowIds('listItemsByList', LIST.tournamentPages(BIG)).length;
console.log(`recorded ${recorder.count} events (first match ${first}, ${held} of ${BIG} held at the end) into tests/streams/${name}.jsonl`);
engine.dispose();
